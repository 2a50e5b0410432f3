// The signed-in user of a page request, read from the session cookie exactly as the API reads it
// (worker/auth/session.ts), so pages render signed-in on the server with no flash of the signed-out
// bar. The token never reaches the page; only the public user does.
import { createContext, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { api } from "../../worker/api";
import { toPublicUser, type PublicUser } from "../../worker/api/auth-session";
import { providerStatuses } from "../../worker/auth/oauth-providers";
import { expiredCookie, readCookie, SESSION_COOKIE, sessionCookie } from "../../worker/auth/cookies";
import { checkRequestOrigin } from "../../worker/auth/csrf";
import { invalidateSessionToken, validateSessionToken } from "../../worker/auth/session";
import { getDatabase, type Database } from "../../worker/db/client";
import { appContext } from "./app-context";

export type PageSession = { user: PublicUser | null; setCookie: string | null };

/** The page's user, and the Set-Cookie the response needs (a renewed expiry, a dead cookie), if any. */
export async function readPageSession(request: Request, db: Database, now = Date.now()): Promise<PageSession> {
  const token = readCookie(request, SESSION_COOKIE);
  if (!token) return { user: null, setCookie: null };
  const validated = await validateSessionToken(db, token, now);
  // A dead cookie would be sent forever; a renewed session needs the cookie's expiry to follow.
  if (!validated) return { user: null, setCookie: expiredCookie(SESSION_COOKIE) };
  return {
    user: toPublicUser(validated.user),
    setCookie: validated.renewed ? sessionCookie(token, validated.session.expiresAt, now) : null,
  };
}

/** Read at most once per request, and only when a loader asks. */
const pageSessionContext = createContext<() => Promise<PageSession>>();

/**
 * Root middleware: makes the session readable by loaders (`signedInUser`) and, when reading it
 * renewed or ended the session, puts the cookie change on the response.
 */
export const pageSessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { env } = context.get(appContext);
  let read: Promise<PageSession> | undefined;
  context.set(pageSessionContext, () => (read ??= readPageSession(request, getDatabase(env.DB))));
  const response = await next();
  const setCookie = read ? (await read).setCookie : null;
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  return response;
};

export async function signedInUser(context: Readonly<RouterContextProvider>): Promise<PublicUser | null> {
  return (await context.get(pageSessionContext)()).user;
}

/** Which sign-in providers this server has settings for; the screens disable the others. */
export function oauthProviders(context: Readonly<RouterContextProvider>) {
  return providerStatuses(context.get(appContext).env);
}

/**
 * Logout for a form posted before the page hydrated (after hydration the client posts to
 * /api/auth/logout): the same work as that endpoint, behind the same Origin check.
 */
export async function endPageSession(request: Request, context: Readonly<RouterContextProvider>): Promise<string | null> {
  const { env } = context.get(appContext);
  const token = readCookie(request, SESSION_COOKIE);
  const allowedOrigins = [new URL(env.APP_URL).origin, new URL(request.url).origin];
  if (!checkRequestOrigin(request, allowedOrigins, token !== undefined).allowed) return null;
  if (token) await invalidateSessionToken(getDatabase(env.DB), token);
  return expiredCookie(SESSION_COOKIE);
}

// The request headers an API call from the page would carry: the session, the CSRF evidence and
// the client address the rate limits count.
const FORWARDED_HEADERS = ["Cookie", "Origin", "Sec-Fetch-Site", "CF-Connecting-IP", "User-Agent"];

/**
 * A form posted before the page hydrated (after hydration the route's clientAction calls the API
 * from the browser): the same API call, made in-process with the browser's own headers, so the
 * CSRF check, the rate limits and every answer are the same.
 */
export async function callApiFromPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
  body: { json: unknown } | { form: FormData },
): Promise<Response> {
  const { env, ctx } = context.get(appContext);
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if ("json" in body) headers.set("Content-Type", "application/json");
  const apiRequest = new Request(new URL(path, request.url), {
    method: "POST",
    headers,
    body: "json" in body ? JSON.stringify(body.json) : body.form,
  });
  return api.fetch(apiRequest, env, ctx);
}

/** A redirect that carries the API answer's cookies (a new session, a cleared one). */
export function redirectWithCookies(to: string, apiResponse: Response): Response {
  const headers = new Headers();
  for (const cookie of apiResponse.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirect(to, { headers });
}
