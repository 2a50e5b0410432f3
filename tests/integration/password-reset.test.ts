import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type AuthAnswer, countRows, signUp, STRONG_PASSWORD, uniqueEmail, userRow } from "./accounts";
import { fetchWorker, postJson, uniqueClientIp } from "./fetch";

const NEW_PASSWORD = "Brand!new42";
const FORGOT_ANSWER = {
  message: "If an account exists for that email, we have sent it a link to reset the password. Please check your inbox.",
};
const INVALID_LINK = "This reset link is invalid or has expired. Please request a new one.";

async function latestMailTo(email: string) {
  return env.DB.prepare("SELECT * FROM mail_outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1").bind(email).first<{
    subject: string;
    text: string;
    user_id: string | null;
  }>();
}

/** Asks for a reset link and returns the token from the mail in the outbox. */
async function requestResetToken(email: string): Promise<string> {
  const response = await postJson("/api/auth/forgot-password", { email });
  expect(response.status).toBe(200);
  const mail = await latestMailTo(email);
  const link = /(\S+\/reset-password\?token=\S+)/.exec(mail?.text ?? "")?.[1];
  if (!link) throw new Error("no reset link in the outbox");
  return new URL(link).searchParams.get("token") ?? "";
}

describe("POST /api/auth/forgot-password", () => {
  it("known email: mails {APP_URL}/reset-password?token=… to the outbox; the answer holds no link", async () => {
    const { email } = await signUp();
    const response = await postJson("/api/auth/forgot-password", { email: email.toUpperCase() });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual(FORGOT_ANSWER);
    expect(text).not.toContain("token");

    const mail = await latestMailTo(email);
    expect(mail?.subject).toBe("Reset your Sentio AI password");
    expect(mail?.text).toMatch(new RegExp(`${env.APP_URL}/reset-password\\?token=[A-Za-z0-9_-]{27}\\n`));
    expect(mail?.user_id).toBe((await userRow(email))?.id);
    // Only the token's hash is stored.
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
    expect(await countRows("password_reset_tokens", "token_hash = ?", token)).toBe(0);
  });

  it("unknown email: the very same answer, and no mail", async () => {
    const email = uniqueEmail("nobody");
    const response = await postJson("/api/auth/forgot-password", { email });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(FORGOT_ANSWER);
    expect(await latestMailTo(email)).toBeNull();
  });

  it("missing or malformed email: 400", async () => {
    expect((await postJson("/api/auth/forgot-password", {})).status).toBe(400);
    expect(await (await postJson("/api/auth/forgot-password", { email: "nope" })).json()).toMatchObject({ error: "Enter a valid email address" });
  });

  it("rate limit per IP: the 6th request in 15 minutes gets 429", async () => {
    const ip = uniqueClientIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await postJson("/api/auth/forgot-password", { email: uniqueEmail() }, { "CF-Connecting-IP": ip })).status).toBe(200);
    }
    const limited = await postJson("/api/auth/forgot-password", { email: uniqueEmail() }, { "CF-Connecting-IP": ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: "Too many password reset requests. Please wait 15 minutes and try again." });
  });

  it("rate limit per email: the 4th request for one mailbox in an hour gets 429 and sends nothing", async () => {
    const { email } = await signUp();
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await postJson("/api/auth/forgot-password", { email })).status).toBe(200);
    expect(await countRows("mail_outbox", "recipient = ?", email)).toBe(3);
    expect((await postJson("/api/auth/forgot-password", { email })).status).toBe(429);
    expect(await countRows("mail_outbox", "recipient = ?", email)).toBe(3);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password, revokes every session, and the link works once", async () => {
    const { email, token: firstSession } = await signUp();
    const second = await (await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD })).json<AuthAnswer>();
    const resetToken = await requestResetToken(email);

    const response = await postJson("/api/auth/reset-password", { token: resetToken, newPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Your password has been reset. Please sign in with your new password." });

    // Every session of the user is gone.
    const userId = (await userRow(email))?.id;
    expect(await countRows("sessions", "user_id = ?", userId)).toBe(0);
    for (const token of [firstSession, second.token]) {
      expect((await postJson("/api/auth/user-profile", { token })).status).toBe(401);
    }
    expect((await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD })).status).toBe(401);
    expect((await postJson("/api/auth/signin", { email, password: NEW_PASSWORD })).status).toBe(200);
    // The mailbox is now proven.
    expect((await userRow(email))?.email_verified_at).toBeGreaterThan(0);

    // Used: refused the second time.
    const again = await postJson("/api/auth/reset-password", { token: resetToken, newPassword: "Third!pass3" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: INVALID_LINK, errors: [INVALID_LINK] });
  });

  it("a newer link invalidates the earlier one", async () => {
    const { email } = await signUp();
    const first = await requestResetToken(email);
    const second = await requestResetToken(email);
    expect((await postJson("/api/auth/reset-password", { token: first, newPassword: NEW_PASSWORD })).status).toBe(400);
    expect((await postJson("/api/auth/reset-password", { token: second, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it("a forged token: 400, nothing changes", async () => {
    const response = await postJson("/api/auth/reset-password", { token: "forged-token-forged-token-f", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: INVALID_LINK });
  });

  it("an expired token (over an hour old): 400, and the old password still works", async () => {
    const { email } = await signUp();
    const token = await requestResetToken(email);
    const userId = (await userRow(email))?.id;
    await env.DB.prepare("UPDATE password_reset_tokens SET expires_at = ? WHERE user_id = ?").bind(Date.now() - 1, userId).run();
    expect((await postJson("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD })).status).toBe(400);
    expect((await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it("the link lasts one hour", async () => {
    const { email } = await signUp();
    await requestResetToken(email);
    const row = await env.DB.prepare("SELECT expires_at FROM password_reset_tokens WHERE user_id = ?")
      .bind((await userRow(email))?.id)
      .first<{ expires_at: number }>();
    expect(Math.abs((row?.expires_at ?? 0) - (Date.now() + 60 * 60 * 1000))).toBeLessThan(60_000);
  });

  it("a weak new password: 400 with each message, and the link is not used up", async () => {
    const { email } = await signUp();
    const token = await requestResetToken(email);
    const weak = await postJson("/api/auth/reset-password", { token, newPassword: "password" });
    expect(weak.status).toBe(400);
    expect(await weak.json()).toMatchObject({
      errors: [
        "Password must contain at least one uppercase letter",
        "Password must contain at least one number",
        'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
      ],
    });
    expect((await postJson("/api/auth/reset-password", { token, newPassword: NEW_PASSWORD })).status).toBe(200);
  });

  it("rate limit per IP: the 11th attempt in 15 minutes gets 429 (each costs a hash)", async () => {
    const ip = uniqueClientIp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await postJson("/api/auth/reset-password", { token: `forged-${attempt}`, newPassword: NEW_PASSWORD }, { "CF-Connecting-IP": ip });
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    const limited = await postJson("/api/auth/reset-password", { token: "forged", newPassword: NEW_PASSWORD }, { "CF-Connecting-IP": ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: "Too many password reset attempts. Please wait 15 minutes and try again." });
  });

  it("a confirmation that does not match: 400 'Passwords do not match'", async () => {
    const response = await postJson("/api/auth/reset-password", { token: "x", newPassword: NEW_PASSWORD, confirmPassword: "Other!pass1" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Passwords do not match" });
  });
});

describe("the reset page and the development outbox", () => {
  it("/reset-password is served with Referrer-Policy: no-referrer", async () => {
    const response = await fetchWorker("/reset-password?token=abc");
    expect(response.headers.get("Referrer-Policy")).toBe("no-referrer");
    expect((await fetchWorker("/about")).headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
  });

  it("/dev/mail lists the outbox in development, escaped, with the link clickable", async () => {
    const { email } = await signUp({ firstname: "<script>alert(1)</script>" });
    await postJson("/api/auth/forgot-password", { email });
    const response = await fetchWorker("/dev/mail");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(email);
    expect(html).toMatch(/<a href="http:\/\/localhost:5173\/reset-password\?token=[A-Za-z0-9_-]{27}">/);
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;");
  });

  it("/dev/mail does not exist in production: 404", async () => {
    const production = { ...env, ENVIRONMENT: "production", MAIL_API_URL: "https://mail.example/send", MAIL_API_KEY: "k", MAIL_FROM: "a@b.c" };
    const response = await fetchWorker("/dev/mail", {}, production);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("@");
  });
});
