import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { APP_ORIGIN, cookieHeaders, countRows, signUp, STRONG_PASSWORD, userRow } from "./accounts";
import { fetchWorker, postJson, uniqueClientIp } from "./fetch";

const NEW_PASSWORD = "Brand!new42";

function changePassword(token: string, body: Record<string, unknown>, headers: Record<string, string> = cookieHeaders(token)) {
  return fetchWorker("/api/auth/change-password", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function signInStatus(email: string, password: string): Promise<number> {
  return (await postJson("/api/auth/signin", { email, password })).status;
}

describe("POST /api/auth/change-password", () => {
  it("changes the password, keeps this session and signs out every other one", async () => {
    const { email, token } = await signUp();
    const other = await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD });
    const otherToken = (await other.json<{ token: string }>()).token;

    const response = await changePassword(token, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Your password has been changed. Your other devices have been signed out." });

    expect(await signInStatus(email, STRONG_PASSWORD)).toBe(401);
    expect(await signInStatus(email, NEW_PASSWORD)).toBe(200);
    expect((await postJson("/api/auth/user-profile", { token })).status).toBe(200);
    expect((await postJson("/api/auth/user-profile", { token: otherToken })).status).toBe(401);
  });

  it("also drops the user's reset links", async () => {
    const { email, token } = await signUp();
    await postJson("/api/auth/forgot-password", { email });
    const userId = (await userRow(email))?.id;
    expect(await countRows("password_reset_tokens", "user_id = ?", userId)).toBe(1);
    await changePassword(token, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(await countRows("password_reset_tokens", "user_id = ?", userId)).toBe(0);
  });

  it("a wrong current password: 400 on that field, nothing changes", async () => {
    const { email, token } = await signUp();
    const response = await changePassword(token, { currentPassword: "Wrong!pass1", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "Your current password is not correct.",
      fields: { currentPassword: "Your current password is not correct." },
    });
    expect(await signInStatus(email, STRONG_PASSWORD)).toBe(200);
  });

  it("a weak new password: 400 with the spec's messages; a mismatch; the same password", async () => {
    const { token } = await signUp();
    const weak = await changePassword(token, { currentPassword: STRONG_PASSWORD, newPassword: "short" });
    expect(weak.status).toBe(400);
    expect((await weak.json<{ errors: string[] }>()).errors).toContain("Password must be at least 8 characters long");

    const mismatch = await changePassword(token, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: "Other!pass9" });
    expect(await mismatch.json()).toMatchObject({ fields: { confirmPassword: "Passwords do not match" } });

    const same = await changePassword(token, { currentPassword: STRONG_PASSWORD, newPassword: STRONG_PASSWORD });
    expect(same.status).toBe(400);
    expect(await same.json()).toMatchObject({ fields: { newPassword: "The new password must be different from the current one." } });
  });

  it("an account without a password (provider sign-in) is sent to 'Forgot password'", async () => {
    const { email, token } = await signUp();
    await env.DB.prepare("UPDATE users SET password_hash = NULL WHERE email = ?").bind(email).run();
    const response = await changePassword(token, { currentPassword: "anything", newPassword: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("Forgot password") });
  });

  it("without a session: 401; cross-site with the cookie: 403; Bearer works", async () => {
    const { token } = await signUp();
    const body = { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await changePassword("", body, { Origin: APP_ORIGIN })).status).toBe(401);
    expect((await changePassword(token, body, cookieHeaders(token, { Origin: "https://evil.example" }))).status).toBe(403);
    expect((await changePassword(token, body, { Authorization: `Bearer ${token}`, "CF-Connecting-IP": uniqueClientIp() })).status).toBe(200);
  });

  it("rate limit per account: the 11th attempt in 15 minutes gets 429 with Retry-After", async () => {
    const { token } = await signUp();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await changePassword(token, { currentPassword: "Wrong!pass1", newPassword: NEW_PASSWORD })).status).toBe(400);
    }
    const limited = await changePassword(token, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(await limited.json()).toMatchObject({ error: "Too many password change attempts. Please wait 15 minutes and try again." });
  });
});
