import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { APP_ORIGIN, type AuthAnswer, countRows, SESSION_COOKIE, setCookie, signUp, STRONG_PASSWORD, uniqueEmail, userRow } from "./accounts";
import { fetchWorker, postJson, uniqueClientIp } from "./fetch";

const OAUTH_STATE_COOKIE = "__Host-oauth_state";
const configured = {
  ...env,
  GOOGLE_CLIENT_ID: "google-client-id",
  GOOGLE_CLIENT_SECRET: "google-client-secret",
  GITHUB_CLIENT_ID: "github-client-id",
  GITHUB_CLIENT_SECRET: "github-client-secret",
};

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

function idToken(claims: Record<string, unknown>): string {
  return [base64Url({ alg: "RS256", typ: "JWT" }), base64Url(claims), "signature"].join(".");
}

type ProviderRequest = { url: string; body: string; headers: Headers };

/**
 * Stands in for Google's and GitHub's servers: arctic and our GitHub calls use the global fetch.
 * `answers` maps an endpoint to its JSON answer; every request is recorded.
 */
function mockProviders(answers: Record<string, unknown>): ProviderRequest[] {
  const requests: ProviderRequest[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, body: await request.text(), headers: request.headers });
    const answer = answers[request.url.split("?")[0] ?? ""];
    if (answer === undefined) return new Response("not mocked", { status: 500 });
    return answer instanceof Response ? answer : Response.json(answer);
  });
  return requests;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Starts a sign-in at the provider: the state from the redirect and the cookie that binds it. */
async function startSignIn(provider: "google" | "github") {
  const response = await fetchWorker(`/api/auth/${provider}`, {}, configured);
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get("Location") ?? "");
  const cookie = setCookie(response, OAUTH_STATE_COOKIE);
  expect(cookie?.attributes).toMatch(/HttpOnly; Secure; SameSite=Lax/);
  expect(cookie?.attributes).toMatch(/Max-Age=600/);
  return { location, state: location.searchParams.get("state") ?? "", cookie: `${OAUTH_STATE_COOKIE}=${cookie?.value ?? ""}` };
}

function finishSignIn(body: Record<string, unknown>, cookie?: string, bindings: object = configured) {
  return fetchWorker(
    "/api/auth/oauth/callback",
    {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: APP_ORIGIN,
        "CF-Connecting-IP": uniqueClientIp(),
        ...(cookie ? { Cookie: cookie } : {}),
      },
      body: JSON.stringify(body),
    },
    bindings,
  );
}

const googleToken = (claims: Record<string, unknown>) => ({
  access_token: "google-access-token",
  token_type: "Bearer",
  expires_in: 3600,
  id_token: idToken({ iss: "https://accounts.google.com", aud: "google-client-id", ...claims }),
});

describe("providers not configured", () => {
  it("GET /api/auth/google and /github redirect to the callback screen with an explanation, never crash", async () => {
    for (const provider of ["google", "github"]) {
      const response = await fetchWorker(`/api/auth/${provider}`);
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("Location") ?? "");
      expect(location.origin + location.pathname).toBe(`${APP_ORIGIN}/auth/callback`);
      expect(location.searchParams.get("error")).toMatch(/is not available/);
      expect(location.searchParams.get("provider")).toBe(provider);
    }
  });

  it("GET /api/auth/providers says which are on", async () => {
    const off = await (await fetchWorker("/api/auth/providers")).json();
    expect(off).toEqual({ providers: { google: { configured: false, reason: expect.any(String) }, github: { configured: false, reason: expect.any(String) } } });
    const on = await (await fetchWorker("/api/auth/providers", {}, { ...configured, GITHUB_CLIENT_SECRET: "" })).json();
    expect(on).toEqual({
      providers: {
        google: { configured: true },
        github: { configured: false, reason: "Sign-in with GitHub is not available: this server has no GITHUB_CLIENT_SECRET." },
      },
    });
  });

  it("a callback for an unconfigured provider fails cleanly", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { state, cookie } = await startSignIn("google");
    const response = await finishSignIn({ code: "c", state }, cookie, env);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, error: "Authentication failed", message: "Authentication failed", errors: ["Authentication failed"] });
  });
});

describe("GET /api/auth/google", () => {
  it("redirects to Google with state, PKCE (S256) and our callback URL, and binds them to the browser", async () => {
    const { location, state, cookie } = await startSignIn("google");
    expect(location.origin).toBe("https://accounts.google.com");
    expect(location.searchParams.get("client_id")).toBe("google-client-id");
    expect(location.searchParams.get("redirect_uri")).toBe(`${APP_ORIGIN}/auth/callback`);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get("scope")).toBe("openid email profile");
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toContain(state);
  });
});

describe("POST /api/auth/oauth/callback: refused before any provider call", () => {
  it("a state that does not match the cookie (login CSRF, code injection): 400", async () => {
    const requests = mockProviders({});
    const { cookie } = await startSignIn("google");
    const response = await finishSignIn({ code: "c", state: "attacker-state", provider: "google" }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining("did not start in this browser") });
    expect(setCookie(response, OAUTH_STATE_COOKIE)?.attributes).toContain("Max-Age=0");
    expect(requests).toHaveLength(0);
  });

  it("no state cookie (another browser): 400", async () => {
    const requests = mockProviders({});
    const { state } = await startSignIn("github");
    expect((await finishSignIn({ code: "c", state })).status).toBe(400);
    expect(requests).toHaveLength(0);
  });

  it("no code: 400 with the spec's text", async () => {
    const { state, cookie } = await startSignIn("github");
    const response = await finishSignIn({ state }, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "No authorization code received from OAuth provider" });
  });
});

describe("POST /api/auth/oauth/callback with Google (mock provider)", () => {
  it("a new person: creates a verified account without a password, links it, starts a session", async () => {
    const email = uniqueEmail("google");
    const sub = crypto.randomUUID();
    const requests = mockProviders({
      "https://oauth2.googleapis.com/token": googleToken({ sub, email: email.toUpperCase(), email_verified: true, given_name: "Grace", family_name: "Hopper" }),
    });
    const { state, cookie } = await startSignIn("google");
    const response = await finishSignIn({ code: "the-code", state, provider: "google" }, cookie);
    expect(response.status).toBe(200);
    const answer = await response.json<AuthAnswer & { success: boolean }>();
    expect(answer).toEqual({
      success: true,
      token: expect.any(String),
      user: { firstname: "Grace", lastname: "Hopper", email, profilephoto: null },
      message: "Signed in with Google.",
    });
    expect(setCookie(response, SESSION_COOKIE)?.value).toBe(answer.token);
    expect(setCookie(response, OAUTH_STATE_COOKIE)?.attributes).toContain("Max-Age=0");

    // The code went to Google with the PKCE verifier whose challenge the redirect carried.
    const sent = new URLSearchParams(requests[0]?.body);
    expect(sent.get("code")).toBe("the-code");
    expect(sent.get("code_verifier")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sent.get("redirect_uri")).toBe(`${APP_ORIGIN}/auth/callback`);

    const row = await userRow(email);
    expect(row?.password_hash).toBeNull();
    expect(row?.email_verified_at).toBeGreaterThan(0);
    expect(await countRows("oauth_accounts", "provider = 'google' AND provider_user_id = ? AND user_id = ?", sub, row?.id)).toBe(1);

    // The state cookie was used once: replaying the callback fails.
    expect((await finishSignIn({ code: "the-code", state }, undefined)).status).toBe(400);

    // Next time, the same Google account signs in to the same user, whatever its email now.
    mockProviders({ "https://oauth2.googleapis.com/token": googleToken({ sub, email: uniqueEmail("changed"), email_verified: true }) });
    const again = await startSignIn("google");
    const second = await (await finishSignIn({ code: "c2", state: again.state }, again.cookie)).json<AuthAnswer>();
    expect(second.user.email).toBe(email);
  });

  it("links to an existing account by verified email; an unverified account loses its password and sessions", async () => {
    const { email, token } = await signUp();
    mockProviders({ "https://oauth2.googleapis.com/token": googleToken({ sub: crypto.randomUUID(), email, email_verified: true }) });
    const { state, cookie } = await startSignIn("google");
    const response = await finishSignIn({ code: "c", state }, cookie);
    expect(response.status).toBe(200);
    expect((await response.json<AuthAnswer>()).user.email).toBe(email);
    const row = await userRow(email);
    expect(await countRows("oauth_accounts", "user_id = ?", row?.id)).toBe(1);
    // Whoever signed up with this address never proved it: their password and session are gone.
    expect(row?.password_hash).toBeNull();
    expect((await postJson("/api/auth/user-profile", { token })).status).toBe(401);
  });

  it("links to a verified account and keeps its password", async () => {
    const { email } = await signUp();
    await env.DB.prepare("UPDATE users SET email_verified_at = ? WHERE email = ?").bind(Date.now(), email).run();
    mockProviders({ "https://oauth2.googleapis.com/token": googleToken({ sub: crypto.randomUUID(), email, email_verified: true }) });
    const { state, cookie } = await startSignIn("google");
    expect((await finishSignIn({ code: "c", state }, cookie)).status).toBe(200);
    expect((await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD })).status).toBe(200);
  });

  it("an unverified provider email never links to an existing account", async () => {
    const { email } = await signUp();
    mockProviders({ "https://oauth2.googleapis.com/token": googleToken({ sub: crypto.randomUUID(), email, email_verified: false }) });
    const { state, cookie } = await startSignIn("google");
    const response = await finishSignIn({ code: "c", state }, cookie);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringContaining("no verified email") });
    expect(await countRows("oauth_accounts", "user_id = ?", (await userRow(email))?.id)).toBe(0);
    expect((await userRow(email))?.password_hash).not.toBeNull();
  });

  it("an ID token for another client is refused", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockProviders({
      "https://oauth2.googleapis.com/token": googleToken({ aud: "someone-else", sub: "x", email: uniqueEmail(), email_verified: true }),
    });
    const { state, cookie } = await startSignIn("google");
    expect((await finishSignIn({ code: "c", state }, cookie)).status).toBe(401);
  });

  it("a code the provider rejects: 401 'Authentication failed', provider details not sent", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockProviders({
      "https://oauth2.googleapis.com/token": Response.json({ error: "invalid_grant", error_description: "secret detail" }, { status: 400 }),
    });
    const { state, cookie } = await startSignIn("google");
    const response = await finishSignIn({ code: "bad", state }, cookie);
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, error: "Authentication failed", message: "Authentication failed", errors: ["Authentication failed"] });
    expect(text).not.toContain("secret detail");
    expect(logged).toHaveBeenCalled();
  });
});

describe("POST /api/auth/oauth/callback with GitHub (mock provider)", () => {
  const githubToken = { access_token: "gh-token", token_type: "bearer", scope: "read:user,user:email" };

  it("signs in with the primary verified email from /user/emails, not the public profile email", async () => {
    const email = uniqueEmail("github");
    const id = Math.floor(Math.random() * 1e9);
    const requests = mockProviders({
      "https://github.com/login/oauth/access_token": githubToken,
      "https://api.github.com/user": { id, login: "octocat", name: "Mona Lisa Octocat", email: "public@unverified.example" },
      "https://api.github.com/user/emails": [
        { email: "old@example.com", primary: false, verified: false },
        { email, primary: true, verified: true },
      ],
    });
    const { location, state, cookie } = await startSignIn("github");
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("scope")).toBe("read:user user:email");
    const response = await finishSignIn({ code: "gh-code", state, provider: "github" }, cookie);
    expect(response.status).toBe(200);
    const answer = await response.json<AuthAnswer>();
    expect(answer.user).toEqual({ firstname: "Mona", lastname: "Lisa Octocat", email, profilephoto: null });
    expect(requests.find((request) => request.url === "https://api.github.com/user")?.headers.get("Authorization")).toBe("Bearer gh-token");
    expect(await countRows("oauth_accounts", "provider = 'github' AND provider_user_id = ?", String(id))).toBe(1);
  });

  it("the provider in the body does not override the one the state was issued for", async () => {
    mockProviders({
      "https://github.com/login/oauth/access_token": githubToken,
      "https://api.github.com/user": { id: Math.floor(Math.random() * 1e9), login: "octocat", name: null },
      "https://api.github.com/user/emails": [{ email: uniqueEmail(), primary: true, verified: true }],
    });
    const { state, cookie } = await startSignIn("github");
    const response = await finishSignIn({ code: "c", state, provider: "google" }, cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ message: "Signed in with GitHub.", user: { firstname: "octocat", lastname: "" } });
  });

  it("no verified email: 401 with an explanation, no account", async () => {
    const before = await countRows("users", "1 = 1");
    mockProviders({
      "https://github.com/login/oauth/access_token": githubToken,
      "https://api.github.com/user": { id: 1, login: "ghost", name: null },
      "https://api.github.com/user/emails": [{ email: "ghost@example.com", primary: true, verified: false }],
    });
    const { state, cookie } = await startSignIn("github");
    const response = await finishSignIn({ code: "c", state }, cookie);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: expect.stringContaining("Your GitHub account has no verified email address") });
    expect(await countRows("users", "1 = 1")).toBe(before);
  });
});
