// What the browser knows about the account: the signed-in user as the root loader found it (the
// server read the session cookie), and the spec's localStorage keys (§3). The session token is out
// of scripts' reach, in an HttpOnly cookie (docs/decisions/002), so it is never stored here.
import { useRouteLoaderData } from "react-router";

export type AccountUser = { firstname: string; lastname: string; email: string; profilephoto: string | null };

export type OAuthProviderName = "google" | "github";
export type ProviderStatus = { configured: true } | { configured: false; reason: string };
export type ProviderStatuses = Record<OAuthProviderName, ProviderStatus>;

type RootData = { user: AccountUser | null; providers: ProviderStatuses };

const NO_PROVIDERS: ProviderStatuses = {
  google: { configured: false, reason: "Sign-in with Google is not available right now." },
  github: { configured: false, reason: "Sign-in with GitHub is not available right now." },
};

/** The signed-in user, or null; rendered on the server, so the first paint is already right. */
export function useSignedInUser(): AccountUser | null {
  return useRouteLoaderData<RootData>("root")?.user ?? null;
}

export function useOAuthProviders(): ProviderStatuses {
  return useRouteLoaderData<RootData>("root")?.providers ?? NO_PROVIDERS;
}

export const STORAGE_KEYS = { user: "user", registered: "registered", oauthRedirect: "oauth_redirect" } as const;

function withStorage(change: (storage: Storage) => void): void {
  try {
    change(window.localStorage);
  } catch {
    // Storage can be disabled or full; the session lives in the cookie, so nothing breaks.
  }
}

/** After sign-in or sign-up (spec §4): the user and the `registered` flag. */
export function rememberSignedIn(user: AccountUser): void {
  withStorage((storage) => {
    storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    storage.setItem(STORAGE_KEYS.registered, "1");
  });
}

/** Keeps the stored `user` equal to the server's answer; a dead session clears it silently (spec §8). */
export function syncStoredUser(user: AccountUser | null): void {
  if (user) rememberSignedIn(user);
  else withStorage((storage) => storage.removeItem(STORAGE_KEYS.user));
}

/** After logout or account deletion (spec §2, §4). */
export function forgetSignedIn(): void {
  withStorage((storage) => {
    storage.removeItem(STORAGE_KEYS.user);
    storage.removeItem(STORAGE_KEYS.registered);
  });
}

/** Where the OAuth callback goes afterwards; the buttons save '/' (spec §4). */
export function saveOAuthRedirect(path: string): void {
  withStorage((storage) => storage.setItem(STORAGE_KEYS.oauthRedirect, path));
}

/** The saved redirect, consumed; only a path on this site, so a planted value cannot send users away. */
export function takeOAuthRedirect(): string {
  let saved: string | null = null;
  withStorage((storage) => {
    saved = storage.getItem(STORAGE_KEYS.oauthRedirect);
    storage.removeItem(STORAGE_KEYS.oauthRedirect);
  });
  return safeLocalPath(saved);
}

export function safeLocalPath(path: string | null): string {
  return path && path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}

/** The first letter of the first name, for the avatar without a photo (spec §2). */
export function avatarInitial(firstname: string): string {
  return [...firstname.trim()][0]?.toLocaleUpperCase() ?? "?";
}
