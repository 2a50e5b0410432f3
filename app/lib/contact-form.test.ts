import { describe, expect, it } from "vitest";
import { contactToastText, sendContactMessage } from "./contact-form";

const payload = { username: "Ada", email: "ada@example.com", message: "Hello" };

function fakeFetch(respond: () => Response | Promise<Response>): typeof fetch {
  return () => Promise.resolve(respond());
}

describe("sendContactMessage", () => {
  it("posts the spec's JSON payload to /api/contact", async () => {
    let seen: { url: string; init: RequestInit | undefined } | undefined;
    const fetchImpl = (url: string | URL | Request, init?: RequestInit) => {
      seen = { url: url instanceof Request ? url.url : url.toString(), init };
      return Promise.resolve(new Response("{}", { status: 200 }));
    };
    await sendContactMessage(payload, fetchImpl);
    expect(seen?.url).toBe("/api/contact");
    expect(seen?.init?.method).toBe("POST");
    expect(JSON.parse(seen?.init?.body as string)).toEqual(payload);
  });

  it("200 is sent", async () => {
    expect(await sendContactMessage(payload, fakeFetch(() => new Response("{}")))).toEqual({ kind: "sent" });
  });

  it("400 is rejected with the server's field errors", async () => {
    const answer = Response.json(
      { error: "Please correct the highlighted fields", fields: { email: "Enter a valid email address", extra: "x" } },
      { status: 400 },
    );
    expect(await sendContactMessage(payload, fakeFetch(() => answer))).toEqual({
      kind: "rejected",
      error: "Please correct the highlighted fields",
      fields: { email: "Enter a valid email address" },
    });
  });

  it("one field's message is shown beside the field only, under a summary", async () => {
    const answer = Response.json(
      { error: "Message is required", message: "Message is required", errors: ["Message is required"], fields: { message: "Message is required" } },
      { status: 400 },
    );
    expect(await sendContactMessage(payload, fakeFetch(() => answer))).toEqual({
      kind: "rejected",
      error: "Please correct the highlighted fields",
      fields: { message: "Message is required" },
    });
  });

  it("an error that belongs to no field is shown as it is", async () => {
    const answer = Response.json({ error: "Too many messages; try again later" }, { status: 429 });
    expect(await sendContactMessage(payload, fakeFetch(() => answer))).toEqual({
      kind: "rejected",
      error: "Too many messages; try again later",
      fields: {},
    });
  });

  it("a non-JSON error answer is rejected without details", async () => {
    const outcome = await sendContactMessage(payload, fakeFetch(() => new Response("Bad gateway", { status: 502 })));
    expect(outcome).toEqual({ kind: "rejected", error: null, fields: {} });
  });

  it("a network failure is failed", async () => {
    const outcome = await sendContactMessage(payload, fakeFetch(() => Promise.reject(new TypeError("offline"))));
    expect(outcome).toEqual({ kind: "failed" });
  });

  it("maps each outcome to the spec's text", () => {
    expect(contactToastText).toEqual({
      sent: "Form submitted",
      rejected: "Something went wrong",
      failed: "Error sending message",
    });
  });
});
