import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  type AuthAnswer,
  countRows,
  formOf,
  imageFile,
  JPEG_BYTES,
  PNG_BYTES,
  postForm,
  SESSION_COOKIE,
  setCookie,
  signUp,
  STRONG_PASSWORD,
  uniqueEmail,
  userRow,
} from "./accounts";
import { fetchWorker, postJson } from "./fetch";

const validFields = () => ({ firstname: "Ada", lastname: "Lovelace", email: uniqueEmail(), password: STRONG_PASSWORD });

describe("POST /api/auth/signup: success", () => {
  it("creates the user, answers 201 with token and user, and sets the session cookie", async () => {
    const fields = validFields();
    const response = await postForm("/api/auth/signup", formOf({ ...fields, email: `  ${fields.email.toUpperCase()} ` }));
    expect(response.status).toBe(201);
    const answer = await response.json<AuthAnswer>();
    expect(answer).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{27}$/),
      user: { firstname: "Ada", lastname: "Lovelace", email: fields.email, profilephoto: null },
      message: "Signed up successfully! Redirecting...",
    });
    const cookie = setCookie(response, SESSION_COOKIE);
    expect(cookie?.value).toBe(answer.token);
    expect(cookie?.attributes).toMatch(/HttpOnly/);
    expect(cookie?.attributes).toMatch(/Secure/);
    expect(cookie?.attributes).toMatch(/SameSite=Lax/);
    expect(cookie?.attributes).toMatch(/Path=\//);
    // 30 days, give or take the second the request took.
    expect(cookie?.attributes).toMatch(/Max-Age=(2592000|2591999)/);

    const row = await userRow(fields.email);
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(row?.password_hash).not.toContain(STRONG_PASSWORD);
    // Only the token's SHA-256 is stored.
    expect(await countRows("sessions", "user_id = ?", row?.id)).toBe(1);
    expect(await countRows("sessions", "id = ?", answer.token)).toBe(0);
  });

  it("stores a PNG photo in R2 under a random key and serves it with its type and nosniff", async () => {
    const { user, email } = await signUp({ profilePhoto: imageFile(PNG_BYTES, "me.jpg", "image/jpeg") });
    expect(user.profilephoto).toMatch(/^\/api\/photos\/[0-9a-f]{32}$/);
    const row = await userRow(email);
    expect(row?.photo_key).toMatch(/^photos\/[0-9a-f]{32}$/);
    expect(await env.PHOTOS.head(row?.photo_key ?? "")).not.toBeNull();

    const photo = await fetchWorker(user.profilephoto ?? "");
    expect(photo.status).toBe(200);
    // The bytes decide: a PNG named .jpg and sent as image/jpeg is a PNG.
    expect(photo.headers.get("Content-Type")).toBe("image/png");
    expect(photo.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(PNG_BYTES);
  });

  it("accepts a JPEG photo", async () => {
    const { user } = await signUp({ profilePhoto: imageFile(JPEG_BYTES, "me.jpeg", "image/jpeg") });
    expect((await fetchWorker(user.profilephoto ?? "")).headers.get("Content-Type")).toBe("image/jpeg");
  });

  it("an empty file input means no photo", async () => {
    const { user } = await signUp({ profilePhoto: new File([], "", { type: "application/octet-stream" }) });
    expect(user.profilephoto).toBeNull();
  });
});

describe("POST /api/auth/signup: errors", () => {
  it.each([
    ["Short1!", ["Password must be at least 8 characters long"]],
    ["lowercase!only7", ["Password must contain at least one uppercase letter"]],
    ["UPPERCASE!ONLY7", ["Password must contain at least one lowercase letter"]],
    ["No!digits!here", ["Password must contain at least one number"]],
    ["NoSpecial777", ['Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)']],
    [
      "weak",
      [
        "Password must be at least 8 characters long",
        "Password must contain at least one uppercase letter",
        "Password must contain at least one number",
        'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
      ],
    ],
  ])("weak password %s: 400 with the spec's messages in errors[]", async (password, messages) => {
    const fields = { ...validFields(), password };
    const response = await postForm("/api/auth/signup", formOf(fields));
    expect(response.status).toBe(400);
    const answer = await response.json<{ error: string; message: string; errors: string[] }>();
    expect(answer.errors).toEqual(messages);
    expect(answer.message).toBe(answer.error);
    expect(await userRow(fields.email)).toBeNull();
  });

  it("missing names and email: 400 naming each", async () => {
    const response = await postForm("/api/auth/signup", formOf({ password: STRONG_PASSWORD }));
    expect(response.status).toBe(400);
    const answer = await response.json<{ fields: Record<string, string> }>();
    expect(answer.fields).toEqual({ firstname: "First name is required", lastname: "Last name is required", email: "Email is required" });
  });

  it("duplicate email (any case): 409 and the first account is untouched", async () => {
    const { email } = await signUp();
    const before = await userRow(email);
    const response = await postForm("/api/auth/signup", formOf({ ...validFields(), email: email.toUpperCase(), password: "Other!pass9" }));
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ error: "An account with this email already exists. Please sign in instead." });
    expect(await userRow(email)).toEqual(before);
  });

  it("a forged photo (a text file named .png, sent as image/png): 400 with the spec's text, nothing stored", async () => {
    const fields = validFields();
    const forged = imageFile(new TextEncoder().encode("<svg onload=alert(1)>"), "me.png", "image/png");
    const response = await postForm("/api/auth/signup", formOf({ ...fields, profilePhoto: forged }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Only JPEG or PNG files are allowed.", errors: ["Only JPEG or PNG files are allowed."] });
    expect(await userRow(fields.email)).toBeNull();
  });

  it("a photo of 2 MB or more: 400 'File size must be less than 2MB.'", async () => {
    const fields = validFields();
    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(PNG_BYTES);
    const response = await postForm("/api/auth/signup", formOf({ ...fields, profilePhoto: imageFile(big, "big.png", "image/png") }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "File size must be less than 2MB." });
    expect(await userRow(fields.email)).toBeNull();
  });

  it("a body far over the limit: 413 with the same text, before it is read", async () => {
    const big = new Uint8Array(3 * 1024 * 1024);
    big.set(PNG_BYTES);
    const response = await postForm("/api/auth/signup", formOf({ ...validFields(), profilePhoto: imageFile(big, "big.png", "image/png") }));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: "File size must be less than 2MB." });
  });

  it("a malformed multipart body: 4xx { error }, never a 500", async () => {
    for (const contentType of ["multipart/form-data; boundary=xyz", "multipart/form-data"]) {
      const response = await fetchWorker("/api/auth/signup", {
        method: "POST",
        headers: { "Content-Type": contentType, "CF-Connecting-IP": crypto.randomUUID() },
        body: "--xyz\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nno end",
      });
      expect(response.status, contentType).toBeGreaterThanOrEqual(400);
      expect(response.status, contentType).toBeLessThan(500);
      expect(await response.json()).toMatchObject({ error: expect.any(String) });
    }
  });

  it("JSON instead of a form: 415", async () => {
    const response = await postJson("/api/auth/signup", validFields());
    expect(response.status).toBe(415);
  });

  it("from another site's page: 403, no account", async () => {
    const fields = validFields();
    const response = await postForm("/api/auth/signup", formOf(fields), { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
    expect(await userRow(fields.email)).toBeNull();
  });
});

describe("POST /api/auth/signup: rate limit per IP", () => {
  it("allows 5 sign-ups per hour from one address and answers the 6th with 429 and Retry-After", async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 250)}-${crypto.randomUUID()}`;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await postForm("/api/auth/signup", formOf(validFields()), { "CF-Connecting-IP": ip });
      expect(response.status, `sign-up ${attempt}`).toBe(201);
    }
    const fields = validFields();
    const limited = await postForm("/api/auth/signup", formOf(fields), { "CF-Connecting-IP": ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: expect.stringContaining("Too many sign-ups") });
    expect(await userRow(fields.email)).toBeNull();
  });
});
