// What the OAuth callback screen does with its query string (spec §4) and how an exchange answer
// becomes the spec's texts (§8). Pure, so every branch is tested without a provider.
import type { AccountUser, OAuthProviderName } from "./account";
import type { ApiAnswer } from "./account-api";
import { messageOf, userOf } from "./account-api";

export type CallbackStep =
  | { kind: "failed"; message: string }
  | { kind: "token"; user: AccountUser | null }
  | { kind: "exchange"; code: string; state: string | null; provider: OAuthProviderName };

export const NO_CODE = "No authorization code received from OAuth provider";
export const AUTHENTICATION_FAILED = "Authentication failed";

export function callbackProvider(params: URLSearchParams): OAuthProviderName {
  return params.get("provider") === "google" ? "google" : "github";
}

/** The optional `user` parameter: base64-encoded JSON, used only when it parses into a user. */
export function decodeUserParameter(value: string | null): AccountUser | null {
  if (!value) return null;
  try {
    const bytes = Uint8Array.from(atob(value.replace(/-/g, "+").replace(/_/g, "/")), (character) => character.charCodeAt(0));
    return userOf(JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>);
  } catch {
    return null;
  }
}

/** In the spec's order: an error, then a token, then a code; nothing of those is an error too. */
export function readCallback(params: URLSearchParams): CallbackStep {
  const error = params.get("error");
  if (error) return { kind: "failed", message: `OAuth Error: ${error}` };
  // Our server never sends a token in a URL (docs/decisions/002); a token from another backend
  // is not stored either: only the user, and the cookie decides who is signed in.
  if (params.get("token")) return { kind: "token", user: decodeUserParameter(params.get("user")) };
  const code = params.get("code");
  if (code) return { kind: "exchange", code, state: params.get("state"), provider: callbackProvider(params) };
  return { kind: "failed", message: NO_CODE };
}

export type ExchangeOutcome = { kind: "signed-in"; user: AccountUser | null } | { kind: "failed"; message: string };

/** The answer of POST /api/auth/oauth/callback: 'HTTP {status}: …' when not ok, else success or the server's words. */
export function exchangeOutcome(answer: ApiAnswer): ExchangeOutcome {
  if (answer.kind === "network") return { kind: "failed", message: "Authentication error: Network error" };
  if (!answer.ok) return { kind: "failed", message: `HTTP ${answer.status}: ${messageOf(answer.body) ?? AUTHENTICATION_FAILED}` };
  if (answer.body["success"] === true && typeof answer.body["token"] === "string") return { kind: "signed-in", user: userOf(answer.body) };
  return { kind: "failed", message: messageOf(answer.body) ?? AUTHENTICATION_FAILED };
}
