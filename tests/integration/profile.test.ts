import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  cookieHeaders,
  formOf,
  imageFile,
  JPEG_BYTES,
  PNG_BYTES,
  postForm,
  SESSION_COOKIE,
  setCookie,
  signUp,
  uniqueEmail,
  type UserAnswer,
  userRow,
} from "./accounts";
import { fetchWorker, postJson } from "./fetch";

describe("POST /api/auth/user-profile", () => {
  it("answers the user object for the spec's JSON { token }", async () => {
    const { token, email } = await signUp();
    const response = await postJson("/api/auth/user-profile", { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ firstname: "Ada", lastname: "Lovelace", email, profilephoto: null });
  });

  it("answers for the cookie (same origin) too", async () => {
    const { token, email } = await signUp();
    const response = await fetchWorker("/api/auth/user-profile", { method: "POST", headers: cookieHeaders(token) });
    expect(await response.json()).toMatchObject({ email });
  });

  it("a forged or missing token: 401 { error }", async () => {
    for (const body of [{ token: "forged" }, {}]) {
      const response = await postJson("/api/auth/user-profile", body);
      expect(response.status).toBe(401);
      expect(await response.json()).toMatchObject({ error: expect.stringContaining("sign in again") });
    }
  });

  it("a bad Bearer token is not rescued by a good body token", async () => {
    const { token } = await signUp();
    const response = await postJson("/api/auth/user-profile", { token }, { Authorization: "Bearer forged" });
    expect(response.status).toBe(401);
  });
});

describe("POST /api/auth/user-profile-update", () => {
  it("updates names and email from the spec's multipart form with its token field", async () => {
    const { token, email } = await signUp();
    const newEmail = uniqueEmail("renamed");
    const response = await postForm("/api/auth/user-profile-update", formOf({ firstname: " Grace ", lastname: "Hopper", email: newEmail, token }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      user: { firstname: "Grace", lastname: "Hopper", email: newEmail, profilephoto: null },
      message: "Profile updated successfully",
    });
    expect(await userRow(email)).toBeNull();
    expect((await userRow(newEmail))?.email_verified_at).toBeNull();
  });

  it("replaces the photo and deletes the old object", async () => {
    const { token, email } = await signUp({ profilePhoto: imageFile(PNG_BYTES, "a.png", "image/png") });
    const oldKey = (await userRow(email))?.photo_key ?? "";
    expect(await env.PHOTOS.head(oldKey)).not.toBeNull();

    const response = await postForm(
      "/api/auth/user-profile-update",
      formOf({ firstname: "Ada", lastname: "Lovelace", email, token, profilePhoto: imageFile(JPEG_BYTES, "b.jpg", "image/jpeg") }),
    );
    expect(response.status).toBe(200);
    const { user } = await response.json<{ user: UserAnswer }>();
    const newKey = (await userRow(email))?.photo_key ?? "";
    expect(newKey).not.toBe(oldKey);
    expect(user.profilephoto).toBe(`/api/photos/${newKey.slice("photos/".length)}`);
    expect(await env.PHOTOS.head(oldKey)).toBeNull();
    expect((await fetchWorker(user.profilephoto ?? "")).headers.get("Content-Type")).toBe("image/jpeg");
    expect((await fetchWorker(`/api/photos/${oldKey.slice("photos/".length)}`)).status).toBe(404);
  });

  it("a forged photo: 400 with the profile screen's text; the old photo stays", async () => {
    const { token, email } = await signUp({ profilePhoto: imageFile(PNG_BYTES, "a.png", "image/png") });
    const before = await userRow(email);
    const forged = imageFile(new TextEncoder().encode("GIF89a...."), "x.png", "image/png");
    const response = await postForm("/api/auth/user-profile-update", formOf({ email, token, profilePhoto: forged }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Only JPEG or PNG images are allowed." });
    expect(await userRow(email)).toEqual(before);
    expect(await env.PHOTOS.head(before?.photo_key ?? "")).not.toBeNull();
  });

  it("an oversized photo: 400 'File size must be less than 2MB.'", async () => {
    const { token, email } = await signUp();
    const big = new Uint8Array(2 * 1024 * 1024 + 10);
    big.set(JPEG_BYTES);
    const response = await postForm("/api/auth/user-profile-update", formOf({ email, token, profilePhoto: imageFile(big, "big.jpg", "image/jpeg") }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "File size must be less than 2MB." });
  });

  it("another account's email: 409, nothing changes", async () => {
    const other = await signUp();
    const { token, email } = await signUp();
    const response = await postForm("/api/auth/user-profile-update", formOf({ firstname: "X", email: other.email, token }));
    expect(response.status).toBe(409);
    expect((await userRow(email))?.email).toBe(email);
  });

  it("blank names and a bad email: 400", async () => {
    const { token } = await signUp();
    const response = await postForm("/api/auth/user-profile-update", formOf({ firstname: " ", email: "nope", token }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { firstname: "First name is required", email: "Enter a valid email address" } });
  });

  it("without a session: 401; cross-site with the cookie: 403", async () => {
    expect((await postForm("/api/auth/user-profile-update", formOf({ firstname: "X" }))).status).toBe(401);
    const { token } = await signUp();
    const crossSite = await postForm("/api/auth/user-profile-update", formOf({ firstname: "X" }), {
      Cookie: `${SESSION_COOKIE}=${token}`,
      Origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
  });
});

describe("GET /api/photos/:id", () => {
  it("unknown or malformed ids: 404 JSON", async () => {
    for (const id of ["0".repeat(32), "..%2F..%2Fsecret", "ABC"]) {
      const response = await fetchWorker(`/api/photos/${id}`);
      expect(response.status).toBe(404);
    }
  });
});

describe("DELETE /api/auth/delete-account", () => {
  it("with the Bearer header: deletes the user, its sessions and its photo, and clears the cookie", async () => {
    const { token, email } = await signUp({ profilePhoto: imageFile(PNG_BYTES, "a.png", "image/png") });
    const row = await userRow(email);
    const response = await fetchWorker("/api/auth/delete-account", { method: "DELETE", headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Your account has been deleted successfully." });
    expect(setCookie(response, SESSION_COOKIE)?.attributes).toContain("Max-Age=0");
    expect(await userRow(email)).toBeNull();
    expect(await env.PHOTOS.head(row?.photo_key ?? "")).toBeNull();
    expect((await postJson("/api/auth/user-profile", { token })).status).toBe(401);
  });

  it("with the cookie from our own page", async () => {
    const { token, email } = await signUp();
    const response = await fetchWorker("/api/auth/delete-account", { method: "DELETE", headers: cookieHeaders(token) });
    expect(response.status).toBe(200);
    expect(await userRow(email)).toBeNull();
  });

  it("without a session: 401, nothing deleted", async () => {
    const response = await fetchWorker("/api/auth/delete-account", { method: "DELETE", headers: { Authorization: "Bearer forged" } });
    expect(response.status).toBe(401);
  });
});
