// The cookies of accounts: the session, and the short-lived OAuth state. Both are HttpOnly (no
// script reads them), Secure, SameSite=Lax, Path=/ and __Host- prefixed, so a sibling subdomain
// cannot set or shadow them. Browsers accept Secure cookies on http://localhost.
import { parse } from "hono/utils/cookie";

export const SESSION_COOKIE = "__Host-session";
export const OAUTH_STATE_COOKIE = "__Host-oauth_state";

type CookieOptions = { maxAgeSeconds: number };

function serializeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions): string {
  return `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; HttpOnly; Secure; SameSite=Lax`;
}

export function sessionCookie(token: string, expiresAt: Date, now = Date.now()): string {
  return serializeCookie(SESSION_COOKIE, token, { maxAgeSeconds: Math.max(0, Math.round((expiresAt.getTime() - now) / 1000)) });
}

export function expiredCookie(name: string): string {
  return serializeCookie(name, "", { maxAgeSeconds: 0 });
}

export function oauthStateCookie(value: string, maxAgeSeconds: number): string {
  return serializeCookie(OAUTH_STATE_COOKIE, value, { maxAgeSeconds });
}

/** A cookie's value from a request, or undefined. Also for React Router loaders. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("Cookie");
  if (!header) return undefined;
  const value = parse(header, name)[name];
  return value || undefined;
}
