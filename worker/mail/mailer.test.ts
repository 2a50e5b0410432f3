import { describe, expect, it, vi } from "vitest";
import { createHttpMailer, MailDeliveryError } from "./mailer";

const settings = { url: "https://api.mail.example/emails", apiKey: "key-123", from: "Sentio AI <no-reply@sentio.example>" };

describe("createHttpMailer", () => {
  it("posts the message as JSON with the key as a Bearer token", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response("{}", { status: 200 }));
    await createHttpMailer(settings, fetcher).send({ to: "ada@example.com", subject: "Hi", text: "Body" });
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe(settings.url);
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer key-123");
    expect(JSON.parse(init?.body as string)).toEqual({ from: settings.from, to: ["ada@example.com"], subject: "Hi", text: "Body" });
  });

  it("throws on a non-2xx answer, naming the status only", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(new Response("ada@example.com rejected", { status: 422, statusText: "Unprocessable" }));
    const sending = createHttpMailer(settings, fetcher).send({ to: "ada@example.com", subject: "Hi", text: "Body" });
    await expect(sending).rejects.toThrow(MailDeliveryError);
    await expect(sending).rejects.toThrow(/422/);
    await expect(sending).rejects.not.toThrow(/ada@example.com/);
  });
});
