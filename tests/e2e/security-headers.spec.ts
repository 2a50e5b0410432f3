import { expect, test } from "@playwright/test";

test("a page answer carries the security headers and a nonce that its scripts use", async ({ request }) => {
  const response = await request.get("/about");
  const headers = response.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  const policy = headers["content-security-policy"] ?? "";
  expect(policy).toContain("frame-ancestors 'none'");
  const scriptSrc = policy.split("; ").find((directive) => directive.startsWith("script-src")) ?? "";
  expect(scriptSrc).not.toContain("unsafe-inline");
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce).toBeTruthy();

  const html = await response.text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
});

test("static assets, served without the Worker, carry them too and are cached immutably", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const assetPath = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(assetPath).toBeTruthy();
  const asset = await request.get(assetPath ?? "");
  expect(asset.status()).toBe(200);
  const headers = asset.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["cache-control"]).toContain("immutable");
});

test("an API answer carries them as well", async ({ request }) => {
  const response = await request.get("/api/nothing-here");
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ error: expect.any(String) });
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});
