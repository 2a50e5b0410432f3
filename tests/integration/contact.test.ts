import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fetchWorker, postJson, uniqueClientIp } from "./fetch";

const validMessage = { username: "Ada Lovelace", email: "ada@example.com", message: "Hello from the tests." };

async function countRows(): Promise<number> {
  const row = await env.DB.prepare("SELECT count(*) AS total FROM contact_messages").first<{ total: number }>();
  return row?.total ?? 0;
}

describe("POST /api/contact: success", () => {
  it("stores the message with a hashed IP and answers 200", async () => {
    const before = await countRows();
    const ip = "198.51.100.7";
    const response = await postJson("/api/contact", validMessage, { "CF-Connecting-IP": ip });

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: expect.any(String) });
    expect(await countRows()).toBe(before + 1);

    const row = await env.DB.prepare(
      "SELECT name, email, message, ip_hash, created_at FROM contact_messages ORDER BY id DESC LIMIT 1",
    ).first<{ name: string; email: string; message: string; ip_hash: string; created_at: number }>();
    expect(row).toMatchObject({ name: "Ada Lovelace", email: "ada@example.com", message: "Hello from the tests." });
    expect(row?.ip_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.ip_hash).not.toContain(ip);
    expect(Math.abs((row?.created_at ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it("trims surrounding white space before storing", async () => {
    const response = await postJson("/api/contact", { username: "  Grace  ", email: " grace@example.com ", message: " Hi " });
    expect(response.status).toBe(200);
    const row = await env.DB.prepare("SELECT name, email, message FROM contact_messages ORDER BY id DESC LIMIT 1").first();
    expect(row).toEqual({ name: "Grace", email: "grace@example.com", message: "Hi" });
  });

  it("accepts a message of exactly 5,000 characters", async () => {
    const response = await postJson("/api/contact", { ...validMessage, message: "a".repeat(5_000) });
    expect(response.status).toBe(200);
  });
});

describe("POST /api/contact: validation errors answer 400 with the field errors and store nothing", () => {
  const cases: { name: string; body: unknown; fields: Record<string, string> }[] = [
    { name: "missing name", body: { email: "a@example.com", message: "hi" }, fields: { username: "Name is required" } },
    { name: "blank name", body: { ...validMessage, username: "   " }, fields: { username: "Name is required" } },
    { name: "missing email", body: { username: "A", message: "hi" }, fields: { email: "Email is required" } },
    { name: "malformed email", body: { ...validMessage, email: "not-an-email" }, fields: { email: "Enter a valid email address" } },
    { name: "email without domain", body: { ...validMessage, email: "ada@" }, fields: { email: "Enter a valid email address" } },
    { name: "missing message", body: { username: "A", email: "a@example.com" }, fields: { message: "Message is required" } },
    { name: "blank message", body: { ...validMessage, message: " \n\t " }, fields: { message: "Message is required" } },
    {
      name: "message over 5,000 characters",
      body: { ...validMessage, message: "a".repeat(5_001) },
      fields: { message: "Message must be at most 5,000 characters" },
    },
    { name: "wrong types", body: { username: 1, email: true, message: ["x"] }, fields: { username: "Name is required", email: "Email is required", message: "Message is required" } },
    {
      name: "everything missing",
      body: {},
      fields: { username: "Name is required", email: "Email is required", message: "Message is required" },
    },
  ];

  for (const { name, body, fields } of cases) {
    it(name, async () => {
      const before = await countRows();
      const response = await postJson("/api/contact", body);
      expect(response.status).toBe(400);
      const answer = await response.json<{ error: string; fields: Record<string, string> }>();
      expect(answer.error).toEqual(expect.any(String));
      expect(answer.fields).toEqual(fields);
      expect(await countRows()).toBe(before);
    });
  }

  it("a JSON array or null is not a message", async () => {
    for (const body of [[], null, "text"]) {
      const response = await postJson("/api/contact", body);
      expect(response.status).toBe(400);
    }
  });
});

describe("POST /api/contact: bad bodies", () => {
  it("malformed JSON answers 400 { error }", async () => {
    const response = await fetchWorker("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueClientIp() },
      body: '{"username": "Ada", ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Malformed JSON in request body" });
  });

  it("a body that is not JSON answers 415 { error }", async () => {
    const response = await fetchWorker("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "text/plain", "CF-Connecting-IP": uniqueClientIp() },
      body: "hello",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: expect.stringContaining("JSON") });
  });

  it("a body over the limit answers 413 from Content-Length, before reading it", async () => {
    const before = await countRows();
    const response = await postJson("/api/contact", { ...validMessage, message: "a".repeat(40_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "Request body is too large (limit 32 KB)" });
    expect(await countRows()).toBe(before);
  });

  it("a streamed body without Content-Length is cut off at the limit with 413", async () => {
    const chunk = new TextEncoder().encode("a".repeat(8 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 10) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const response = await fetchWorker("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueClientIp() },
      body,
      // @ts-expect-error: duplex is required for streamed request bodies but missing from the types.
      duplex: "half",
    });
    expect(response.status).toBe(413);
  });

  it("GET is not a route: 404 { error }", async () => {
    const response = await fetchWorker("/api/contact");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });
});

describe("POST /api/contact: rate limit", () => {
  it("allows 5 messages from one IP in 10 minutes and answers the 6th with 429", async () => {
    const ip = uniqueClientIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postJson("/api/contact", validMessage, { "CF-Connecting-IP": ip });
      expect(response.status, `message ${attempt}`).toBe(200);
    }
    const before = await countRows();
    const limited = await postJson("/api/contact", validMessage, { "CF-Connecting-IP": ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: expect.stringContaining("Too many messages") });
    expect(await countRows()).toBe(before);

    // Another address is not affected.
    expect((await postJson("/api/contact", validMessage)).status).toBe(200);
  });

  it("messages older than 10 minutes do not count", async () => {
    const ip = "192.0.2.44";
    // Five messages from this address 11 minutes ago.
    const { hashIp } = await import("../../worker/request-ip");
    const ipHash = await hashIp(ip, env.IP_HASH_SECRET);
    const elevenMinutesAgo = Date.now() - 11 * 60 * 1000;
    for (let i = 0; i < 5; i += 1) {
      await env.DB.prepare(
        "INSERT INTO contact_messages (name, email, message, ip_hash, created_at) VALUES (?, ?, ?, ?, ?)",
      )
        .bind("Old", "old@example.com", "old", ipHash, elevenMinutesAgo)
        .run();
    }
    const response = await postJson("/api/contact", validMessage, { "CF-Connecting-IP": ip });
    expect(response.status).toBe(200);
  });
});
