import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce, withSecurityHeaders } from "./security-headers";

describe("createNonce", () => {
  it("makes 128-bit base64 nonces that differ every time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only by nonce (and wasm compilation), never 'unsafe-inline'", () => {
    const policy = contentSecurityPolicy({ nonce: "abc", production: true });
    const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc' 'wasm-unsafe-eval'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("connect-src 'self';");
  });

  it("lets Vite's WebSocket through in development only", () => {
    expect(contentSecurityPolicy({ nonce: "n", production: false })).toContain("connect-src 'self' ws: wss:");
  });

  it("locks non-HTML answers down completely", () => {
    expect(contentSecurityPolicy({ production: true })).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'");
  });
});

describe("withSecurityHeaders", () => {
  it("sets the headers on a copy, keeping status, body and other headers", async () => {
    const original = new Response("<p>hi</p>", { status: 201, headers: { "Content-Type": "text/html", "X-Custom": "1" } });
    const secured = withSecurityHeaders(original, { nonce: "n1", production: true });
    expect(secured.status).toBe(201);
    expect(secured.headers.get("X-Custom")).toBe("1");
    expect(secured.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(secured.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(secured.headers.get("Content-Security-Policy")).toContain("'nonce-n1'");
    expect(secured.headers.get("Strict-Transport-Security")).toContain("max-age=");
    expect(await secured.text()).toBe("<p>hi</p>");
  });

  it("uses the locked-down policy for JSON even when a nonce is given", () => {
    const secured = withSecurityHeaders(Response.json({ ok: true }), { nonce: "n1", production: false });
    expect(secured.headers.get("Content-Security-Policy")).not.toContain("nonce");
    expect(secured.headers.get("Strict-Transport-Security")).toBeNull();
  });
});
