import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchWorker, postJson } from "./fetch";

describe("unknown API paths", () => {
  for (const [method, path] of [
    ["GET", "/api"],
    ["GET", "/api/does-not-exist"],
    ["POST", "/api/nothing/here"],
    ["DELETE", "/api/contact"],
  ] as const) {
    it(`${method} ${path} answers 404 JSON`, async () => {
      const response = await fetchWorker(path, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: expect.any(String) });
    });
  }
});

describe("unexpected exceptions", () => {
  afterEach(() => vi.restoreAllMocks());

  it("answer 500 { error: 'Internal error' } and log the details without sending them", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const secret = "database exploded: secret detail";
    const brokenDatabase = {
      prepare: () => {
        throw new Error(secret);
      },
      batch: () => Promise.reject(new Error(secret)),
      exec: () => Promise.reject(new Error(secret)),
    };
    const response = await fetchWorker(
      "/api/contact",
      {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ username: "A", email: "a@example.com", message: "hi" }),
      },
      { ...env, DB: brokenDatabase },
    );
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: "Internal error" });
    expect(text).not.toContain("exploded");
    expect(logged).toHaveBeenCalled();
    expect(logged.mock.calls.flat().map(String).join(" ")).toContain(secret);
  });
});

describe("security headers", () => {
  const common = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
  };

  it("on an API answer", async () => {
    const response = await postJson("/api/contact", { username: "A", email: "a@example.com", message: "hi" });
    for (const [name, value] of Object.entries(common)) expect(response.headers.get(name)).toBe(value);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  });

  it("on an API error answer", async () => {
    const response = await fetchWorker("/api/missing");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
  });

  it("on a page: a nonce-based script policy that the page's scripts carry, no 'unsafe-inline' scripts", async () => {
    const response = await fetchWorker("/about");
    for (const [name, value] of Object.entries(common)) expect(response.headers.get(name)).toBe(value);
    const policy = response.headers.get("content-security-policy") ?? "";
    const scriptSrc = policy.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce).toBeTruthy();
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(await response.text()).toContain(`nonce="${nonce}"`);
  });

  it("a fresh nonce on every page", async () => {
    const first = (await fetchWorker("/")).headers.get("content-security-policy");
    const second = (await fetchWorker("/")).headers.get("content-security-policy");
    expect(first).not.toBe(second);
  });

  it("HSTS only outside development", async () => {
    expect((await fetchWorker("/")).headers.get("strict-transport-security")).toBeNull();
    const production = await fetchWorker("/", {}, { ...env, ENVIRONMENT: "production" });
    expect(production.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });
});

describe("configuration check", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a missing required setting fails with a message naming it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { APP_URL: _appUrl, ...withoutAppUrl } = env;
    const response = await fetchWorker("/api/health", {}, withoutAppUrl);
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("APP_URL is missing");
  });
});

describe("GET /api/health", () => {
  it("reports the sentiment engine loaded from the same .wasm the browser uses", async () => {
    const response = await fetchWorker("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: "ok",
      engine: { ready: true, version: expect.stringMatching(/^\d+\.\d+\.\d+$/), lexiconHash: expect.stringMatching(/^[0-9a-f]{16}$/) },
    });
  });
});
