// /api/auth/google, /api/auth/github (browser navigation to the provider) and
// /api/auth/oauth/callback (the callback screen exchanges the code here), spec §7.
//
// Login CSRF and code injection: the state (and Google's PKCE verifier) live in a short-lived
// HttpOnly cookie set when the browser leaves for the provider; the callback is accepted only with
// the same state from the same browser, and the cookie is used once.
import { generateCodeVerifier, generateState } from "arctic";
import { Hono } from "hono";
import { z } from "zod";
import { expiredCookie, OAUTH_STATE_COOKIE, oauthStateCookie, readCookie } from "../auth/cookies";
import { constantTimeEqualStrings } from "../auth/encoding";
import { fetchGitHubIdentity, fetchGoogleIdentity, type ProviderIdentity } from "../auth/oauth-identity";
import { createGitHubClient, createGoogleClient, OAUTH_PROVIDERS, PROVIDER_NAMES, providerStatus } from "../auth/oauth-providers";
import { getDatabase } from "../db/client";
import { findOAuthAccountUserId, insertOAuthAccount } from "../db/queries/oauth-accounts";
import { findUserByEmail, findUserById, insertUser, linkOAuthAccountByVerifiedEmail } from "../db/queries/users";
import type { OAuthProvider, User } from "../db/schema";
import type { AppEnv, Env } from "../env";
import { startSession, toPublicUser } from "./auth-session";
import { errorAnswer, jsonBody, limitBody } from "./json-body";

const STATE_COOKIE_MAX_AGE_SECONDS = 10 * 60;
export const NO_CODE = "No authorization code received from OAuth provider";
export const STATE_MISMATCH = "This sign-in attempt has expired or did not start in this browser. Please try again.";
const AUTHENTICATION_FAILED = "Authentication failed";

type StoredState = { provider: OAuthProvider; state: string; codeVerifier: string };

function encodeStoredState({ provider, state, codeVerifier }: StoredState): string {
  return [provider, state, codeVerifier].join(".");
}

function decodeStoredState(value: string | undefined): StoredState | null {
  const [provider, state, codeVerifier, ...rest] = (value ?? "").split(".");
  if (rest.length > 0 || !state || !codeVerifier) return null;
  return provider === "google" || provider === "github" ? { provider, state, codeVerifier } : null;
}

/** The callback screen shows `error` as "OAuth Error: {error}" (spec §8). */
function callbackErrorUrl(env: Env, provider: OAuthProvider, error: string): string {
  const url = new URL("/auth/callback", env.APP_URL);
  url.searchParams.set("error", error);
  url.searchParams.set("provider", provider);
  return url.toString();
}

function authorizationUrl(env: Env, provider: OAuthProvider, state: string, codeVerifier: string): URL | null {
  if (provider === "google") return createGoogleClient(env)?.createAuthorizationURL(state, codeVerifier, ["openid", "email", "profile"]) ?? null;
  return createGitHubClient(env)?.createAuthorizationURL(state, ["read:user", "user:email"]) ?? null;
}

async function fetchIdentity(env: Env, { provider, codeVerifier }: StoredState, code: string): Promise<ProviderIdentity> {
  if (provider === "google") {
    const google = createGoogleClient(env);
    if (!google || !env.GOOGLE_CLIENT_ID) throw new Error("Google is not configured");
    return fetchGoogleIdentity(google, env.GOOGLE_CLIENT_ID, code, codeVerifier);
  }
  const github = createGitHubClient(env);
  if (!github) throw new Error("GitHub is not configured");
  return fetchGitHubIdentity(github, code);
}

type SignInResult = { user: User } | { error: string };

/** The user for a provider identity: linked before, linked now by verified email, or new. */
async function findOrCreateUser(env: Env, identity: ProviderIdentity): Promise<SignInResult> {
  const db = getDatabase(env.DB);
  const linkedUserId = await findOAuthAccountUserId(db, identity.provider, identity.providerUserId);
  if (linkedUserId) {
    const user = await findUserById(db, linkedUserId);
    if (user) return { user };
  }
  const { verifiedEmail, provider, providerUserId } = identity;
  if (!verifiedEmail) {
    return { error: `Your ${PROVIDER_NAMES[provider]} account has no verified email address. Verify one there, or sign up with email and password.` };
  }
  const existing = await findUserByEmail(db, verifiedEmail);
  if (existing) {
    await linkOAuthAccountByVerifiedEmail(db, existing, { provider, providerUserId });
    return { user: (await findUserById(db, existing.id)) ?? existing };
  }
  const created = await insertUser(db, {
    email: verifiedEmail,
    emailVerifiedAt: new Date(),
    firstname: identity.firstname.slice(0, 100),
    lastname: identity.lastname.slice(0, 100),
    passwordHash: null,
    photoKey: null,
  });
  // Null: an account with this email appeared a moment ago; a retry links to it.
  if (!created) return { error: "Please try again." };
  await insertOAuthAccount(db, { provider, providerUserId, userId: created.id });
  return { user: created };
}

const OAuthCallbackSchema = z.object({
  code: z.string({ error: NO_CODE }).min(1, NO_CODE).max(2048, NO_CODE),
  state: z.string().max(512).optional(),
  // Accepted for the spec's clients; the provider is the one the state cookie was issued for.
  provider: z.enum(OAUTH_PROVIDERS).optional(),
});

export const oauth = new Hono<AppEnv>()
  .get("/:provider{google|github}", (c) => {
    const provider = c.req.param("provider") as OAuthProvider;
    const status = providerStatus(c.env, provider);
    if (!status.configured) return c.redirect(callbackErrorUrl(c.env, provider, status.reason), 302);
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = authorizationUrl(c.env, provider, state, codeVerifier);
    if (!url) return c.redirect(callbackErrorUrl(c.env, provider, AUTHENTICATION_FAILED), 302);
    c.header("Set-Cookie", oauthStateCookie(encodeStoredState({ provider, state, codeVerifier }), STATE_COOKIE_MAX_AGE_SECONDS));
    c.header("Cache-Control", "no-store");
    return c.redirect(url.toString(), 302);
  })

  .post("/oauth/callback", limitBody(16 * 1024), jsonBody(OAuthCallbackSchema), async (c) => {
    const { code, state } = c.req.valid("json");
    const stored = decodeStoredState(readCookie(c.req.raw, OAUTH_STATE_COOKIE));
    // One attempt per cookie, whatever its outcome.
    c.header("Set-Cookie", expiredCookie(OAUTH_STATE_COOKIE), { append: true });
    if (!stored || !state || !constantTimeEqualStrings(state, stored.state)) {
      return c.json({ success: false, ...errorAnswer(STATE_MISMATCH) }, 400);
    }

    let identity: ProviderIdentity;
    try {
      identity = await fetchIdentity(c.env, stored, code);
    } catch (error) {
      // The provider's answer is logged for the operator, not sent to the client.
      console.error(`OAuth code exchange with ${stored.provider} failed:`, error);
      return c.json({ success: false, ...errorAnswer(AUTHENTICATION_FAILED) }, 401);
    }

    const result = await findOrCreateUser(c.env, identity);
    if ("error" in result) return c.json({ success: false, ...errorAnswer(result.error) }, 401);
    const token = await startSession(c, result.user.id);
    return c.json(
      { success: true, token, user: toPublicUser(result.user), message: `Signed in with ${PROVIDER_NAMES[stored.provider]}.` },
      200,
    );
  });
