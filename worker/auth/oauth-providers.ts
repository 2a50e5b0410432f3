// The OAuth providers (arctic), built from the Worker's settings. A provider without both its id
// and its secret is off: its sign-in path redirects with an explanation and /api/auth/providers
// says why, so the screens can disable its button. Nothing here throws for a missing setting.
import { GitHub, Google } from "arctic";
import type { OAuthProvider } from "../db/schema";
import type { Env } from "../env";

export const OAUTH_PROVIDERS = ["google", "github"] as const satisfies readonly OAuthProvider[];

export const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: "Google", github: "GitHub" };

const SETTINGS = {
  google: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  github: ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
} as const satisfies Record<OAuthProvider, readonly (keyof Env)[]>;

export type ProviderStatus = { configured: true } | { configured: false; reason: string };

export function providerStatus(env: Env, provider: OAuthProvider): ProviderStatus {
  const missing = SETTINGS[provider].filter((name) => !env[name]);
  if (missing.length === 0) return { configured: true };
  return {
    configured: false,
    reason: `Sign-in with ${PROVIDER_NAMES[provider]} is not available: this server has no ${missing.join(" or ")}.`,
  };
}

export function providerStatuses(env: Env): Record<OAuthProvider, ProviderStatus> {
  return { google: providerStatus(env, "google"), github: providerStatus(env, "github") };
}

/**
 * Both providers return to the one callback screen (spec §2, /auth/callback); which provider a
 * callback belongs to is recorded in the state cookie, so the URL carries no provider to register.
 */
export function oauthRedirectUri(env: Env): string {
  return new URL("/auth/callback", env.APP_URL).toString();
}

export function createGoogleClient(env: Env): Google | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return new Google(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET, oauthRedirectUri(env));
}

export function createGitHubClient(env: Env): GitHub | null {
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return null;
  return new GitHub(env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET, oauthRedirectUri(env));
}
