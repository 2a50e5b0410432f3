import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hashPassword } from "../../worker/auth/password";
import { APP_ORIGIN, type AuthAnswer, cookieHeaders, countRows, SESSION_COOKIE, setCookie, signUp, STRONG_PASSWORD, uniqueEmail, userRow } from "./accounts";
import { fetchWorker, postJson, uniqueClientIp } from "./fetch";

const INVALID = { error: "Invalid email or password.", message: "Invalid email or password.", errors: ["Invalid email or password."] };

describe("POST /api/auth/signin", () => {
  it("signs in with the right password (email in any case): token, user and cookie", async () => {
    const { email } = await signUp();
    const response = await postJson("/api/auth/signin", { email: email.toUpperCase(), password: STRONG_PASSWORD });
    expect(response.status).toBe(200);
    const answer = await response.json<AuthAnswer>();
    expect(answer.user).toEqual({ firstname: "Ada", lastname: "Lovelace", email, profilephoto: null });
    expect(answer.message).toBe("Signed in successfully.");
    expect(setCookie(response, SESSION_COOKIE)?.value).toBe(answer.token);
  });

  it("wrong password and unknown email get the very same answer", async () => {
    const { email } = await signUp();
    const wrong = await postJson("/api/auth/signin", { email, password: "Wrong!pass1" });
    const unknown = await postJson("/api/auth/signin", { email: uniqueEmail("nobody"), password: "Wrong!pass1" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(INVALID);
    expect(await unknown.json()).toEqual(INVALID);
    expect(setCookie(wrong, SESSION_COOKIE)).toBeUndefined();
  });

  it("an account made through a provider (no password) gets the same answer", async () => {
    const email = uniqueEmail("provider");
    await env.DB.prepare("INSERT INTO users (id, email, firstname, lastname) VALUES (?, ?, 'P', 'Q')").bind(crypto.randomUUID(), email).run();
    const response = await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(INVALID);
  });

  it("missing fields: 400 with the field messages", async () => {
    const response = await postJson("/api/auth/signin", {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { email: "Email is required", password: "Password is required" } });
  });

  it("upgrades a hash made with older parameters at sign-in", async () => {
    const { email } = await signUp();
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(STRONG_PASSWORD), "PBKDF2", false, ["deriveBits"]);
    const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 }, key, 256));
    const old = `pbkdf2-sha256$1000$${btoa(String.fromCharCode(...salt))}$${btoa(String.fromCharCode(...bits))}`;
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE email = ?").bind(old, email).run();

    expect((await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD })).status).toBe(200);
    const upgraded = (await userRow(email))?.password_hash;
    expect(upgraded).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect((await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it("a current hash is left as it is", async () => {
    const { email } = await signUp();
    const hash = await hashPassword(STRONG_PASSWORD);
    await env.DB.prepare("UPDATE users SET password_hash = ? WHERE email = ?").bind(hash, email).run();
    await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD });
    expect((await userRow(email))?.password_hash).toBe(hash);
  });
});

describe("sign-in rate limits", () => {
  it("per email: the 11th attempt in 15 minutes is refused with 429, from any address, even with the right password", async () => {
    const { email } = await signUp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await postJson("/api/auth/signin", { email, password: "Wrong!pass1" });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const limited = await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: "Too many sign-in attempts. Please wait 15 minutes and try again." });
  });

  it("per IP: the 31st attempt from one address is refused, whatever the email", async () => {
    const ip = uniqueClientIp();
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const response = await postJson("/api/auth/signin", { email: uniqueEmail(), password: "Wrong!pass1" }, { "CF-Connecting-IP": ip });
      expect(response.status, `attempt ${attempt}`).toBe(401);
    }
    const limited = await postJson("/api/auth/signin", { email: uniqueEmail(), password: "Wrong!pass1" }, { "CF-Connecting-IP": ip });
    expect(limited.status).toBe(429);
    // Another address is not affected.
    expect((await postJson("/api/auth/signin", { email: uniqueEmail(), password: "Wrong!pass1" })).status).toBe(401);
  });

  it("a new window starts afresh", async () => {
    const { consumeRateLimit } = await import("../../worker/rate-limit");
    const { getDatabase } = await import("../../worker/db/client");
    const db = getDatabase(env.DB);
    const rule = { name: "test-window", hits: 1, windowMs: 60_000, message: "slow down" };
    const subject = crypto.randomUUID();
    const start = Math.ceil(Date.now() / 60_000) * 60_000;
    expect(await consumeRateLimit(db, rule, subject, start)).toEqual({ allowed: true });
    expect(await consumeRateLimit(db, rule, subject, start + 59_000)).toEqual({ allowed: false, retryAfterSeconds: 1, message: "slow down" });
    expect(await consumeRateLimit(db, rule, subject, start + 60_000)).toEqual({ allowed: true });
  });
});

describe("GET /api/auth/session", () => {
  it("signed out: user null, and which providers are configured", async () => {
    const response = await fetchWorker("/api/auth/session");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: null,
      providers: {
        google: { configured: false, reason: expect.stringContaining("GOOGLE_CLIENT_ID") },
        github: { configured: false, reason: expect.stringContaining("GITHUB_CLIENT_ID") },
      },
    });
  });

  it("with the cookie, a Bearer header or a token header: the user", async () => {
    const { token, email } = await signUp();
    const headerSets: Record<string, string>[] = [{ Cookie: `${SESSION_COOKIE}=${token}` }, { Authorization: `Bearer ${token}` }, { token }];
    for (const headers of headerSets) {
      const answer = await (await fetchWorker("/api/auth/session", { headers })).json<{ user: { email: string } | null }>();
      expect(answer.user?.email).toBe(email);
    }
  });

  it("a forged token: user null, and a dead cookie is cleared", async () => {
    const response = await fetchWorker("/api/auth/session", { headers: { Cookie: `${SESSION_COOKIE}=forged` } });
    expect(await response.json()).toMatchObject({ user: null });
    expect(setCookie(response, SESSION_COOKIE)).toEqual({ value: "", attributes: expect.stringContaining("Max-Age=0") });
  });

  it("an expired session is refused and deleted", async () => {
    const { token, email } = await signUp();
    const userId = (await userRow(email))?.id;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1000, userId).run();
    const answer = await (await fetchWorker("/api/auth/session", { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(answer).toMatchObject({ user: null });
    expect(await countRows("sessions", "user_id = ?", userId)).toBe(0);
  });

  it("slides the expiry forward when less than 15 days are left, and renews the cookie", async () => {
    const { token, email } = await signUp();
    const userId = (await userRow(email))?.id;
    const tenDays = Date.now() + 10 * 24 * 60 * 60 * 1000;
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE user_id = ?").bind(tenDays, userId).run();
    const response = await fetchWorker("/api/auth/session", { headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
    expect(await response.json()).toMatchObject({ user: { email } });
    expect(setCookie(response, SESSION_COOKIE)?.value).toBe(token);
    const row = await env.DB.prepare("SELECT expires_at FROM sessions WHERE user_id = ?").bind(userId).first<{ expires_at: number }>();
    expect(row?.expires_at).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });

  it("a fresh session is not rewritten on every request", async () => {
    const { token } = await signUp();
    const response = await fetchWorker("/api/auth/session", { headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
    expect(setCookie(response, SESSION_COOKIE)).toBeUndefined();
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the session and clears the cookie", async () => {
    const { token } = await signUp();
    const response = await fetchWorker("/api/auth/logout", { method: "POST", headers: cookieHeaders(token) });
    expect(response.status).toBe(200);
    expect(setCookie(response, SESSION_COOKIE)?.attributes).toContain("Max-Age=0");
    const after = await fetchWorker("/api/auth/session", { headers: { Authorization: `Bearer ${token}` } });
    expect(await after.json()).toMatchObject({ user: null });
  });

  it("revokes only that session: the same user's other sessions live on", async () => {
    const { token, email } = await signUp();
    const second = await (await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD })).json<AuthAnswer>();
    await fetchWorker("/api/auth/logout", { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    const answer = await (await fetchWorker("/api/auth/session", { headers: { Authorization: `Bearer ${second.token}` } })).json();
    expect(answer).toMatchObject({ user: { email } });
  });

  it("without a session: 200 all the same", async () => {
    expect((await fetchWorker("/api/auth/logout", { method: "POST" })).status).toBe(200);
  });
});

describe("CSRF: cookie-authenticated mutations need our own Origin", () => {
  it("a cross-site logout with the cookie is refused with 403 and the session lives on", async () => {
    const { token, email } = await signUp();
    const response = await fetchWorker("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: `${SESSION_COOKIE}=${token}`, Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("another site"), message: expect.any(String) });
    const answer = await (await fetchWorker("/api/auth/session", { headers: { Authorization: `Bearer ${token}` } })).json();
    expect(answer).toMatchObject({ user: { email } });
  });

  it("a cookie-authenticated mutation with neither Origin nor Sec-Fetch-Site is refused", async () => {
    const { token } = await signUp();
    const response = await fetchWorker("/api/auth/delete-account", { method: "DELETE", headers: { Cookie: `${SESSION_COOKIE}=${token}` } });
    expect(response.status).toBe(403);
  });

  it("Sec-Fetch-Site: cross-site is refused; same-origin passes", async () => {
    const { token } = await signUp();
    const crossSite = await fetchWorker("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: `${SESSION_COOKIE}=${token}`, "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await fetchWorker("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: `${SESSION_COOKIE}=${token}`, "Sec-Fetch-Site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it("our own Origin (APP_URL) passes", async () => {
    const { token } = await signUp();
    const response = await fetchWorker("/api/auth/logout", { method: "POST", headers: { Cookie: `${SESSION_COOKIE}=${token}`, Origin: APP_ORIGIN } });
    expect(response.status).toBe(200);
  });

  it("a cross-site sign-in (login CSRF) is refused", async () => {
    const { email } = await signUp();
    const response = await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD }, { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("a Bearer request without Origin (an API client) needs no Origin", async () => {
    const { token } = await signUp();
    const response = await fetchWorker("/api/auth/user-profile", { method: "POST", headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
  });
});
