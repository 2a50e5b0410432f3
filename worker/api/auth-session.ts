// The session side of the accounts API: which session a request carries, the middleware that
// requires one, starting a session, and the user as the API shows it.
//
// A request names its session in one of the places ARCHITECTURE.md §3 allows, in this order:
// `Authorization: Bearer`, a `token` header, the spec's `token` body field (JSON or form), the
// session cookie. The first present decides: a bad Bearer token is not rescued by a cookie.
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { expiredCookie, readCookie, SESSION_COOKIE, sessionCookie } from "../auth/cookies";
import { createSession, validateSessionToken } from "../auth/session";
import { getDatabase } from "../db/client";
import type { Session, User } from "../db/schema";
import type { Env } from "../env";
import { photoUrl } from "../photos";
import { errorAnswer, FORM_MEDIA_TYPE, JSON_MEDIA_TYPE } from "./json-body";

export type SessionTokenSource = "bearer" | "header" | "body" | "cookie";

export type Authentication = { user: User; session: Session; token: string; source: SessionTokenSource };

export type SignedInEnv = { Bindings: Env; Variables: { auth: Authentication } };

/** The user as every accounts answer shows it (spec §3): no id, hash or key leaves the server. */
export type PublicUser = { firstname: string; lastname: string; email: string; profilephoto: string | null };

export function toPublicUser(user: User): PublicUser {
  return { firstname: user.firstname, lastname: user.lastname, email: user.email, profilephoto: photoUrl(user.photoKey) };
}

async function readBodyToken(c: Context): Promise<string | undefined> {
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
  let token: unknown;
  try {
    // Hono caches the parsed body, so the route's validator reads the same result afterwards.
    if (JSON_MEDIA_TYPE.test(mediaType)) {
      const body: unknown = await c.req.json();
      token = typeof body === "object" && body !== null ? (body as Record<string, unknown>)["token"] : undefined;
    } else if (FORM_MEDIA_TYPE.test(mediaType)) {
      token = (await c.req.parseBody())["token"];
    }
  } catch {
    // A malformed body carries no token; the route's validator answers it with 400.
  }
  return typeof token === "string" && token !== "" ? token : undefined;
}

export async function findSessionToken(c: Context): Promise<{ token: string; source: SessionTokenSource } | null> {
  const authorization = c.req.header("Authorization");
  if (authorization) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    return match?.[1] ? { token: match[1], source: "bearer" } : null;
  }
  const header = c.req.header("token");
  if (header) return { token: header, source: "header" };
  if (c.req.method !== "GET" && c.req.method !== "HEAD") {
    const body = await readBodyToken(c);
    if (body) return { token: body, source: "body" };
  }
  const cookie = readCookie(c.req.raw, SESSION_COOKIE);
  return cookie ? { token: cookie, source: "cookie" } : null;
}

/** The request's valid session, renewing the cookie when its expiry slid; null when there is none. */
export async function authenticate<E extends { Bindings: Env }>(c: Context<E>): Promise<Authentication | null> {
  const found = await findSessionToken(c);
  if (!found) return null;
  const validated = await validateSessionToken(getDatabase(c.env.DB), found.token);
  if (!validated) {
    // A dead cookie would be sent forever; drop it.
    if (found.source === "cookie") c.header("Set-Cookie", expiredCookie(SESSION_COOKIE), { append: true });
    return null;
  }
  if (validated.renewed && found.source === "cookie") {
    c.header("Set-Cookie", sessionCookie(found.token, validated.session.expiresAt), { append: true });
  }
  return { user: validated.user, session: validated.session, token: found.token, source: found.source };
}

export const SIGN_IN_AGAIN = "Your session has expired or is invalid. Please sign in again.";

/** 401 without a valid session; otherwise the handler reads `c.var.auth`. */
export const requireSession = createMiddleware<SignedInEnv>(async (c, next) => {
  const auth = await authenticate(c);
  if (!auth) return c.json(errorAnswer(SIGN_IN_AGAIN), 401);
  c.set("auth", auth);
  await next();
});

/** Creates a session for the user and sets its cookie; returns the token for the JSON answer. */
export async function startSession<E extends { Bindings: Env }>(c: Context<E>, userId: string): Promise<string> {
  const { token, session } = await createSession(getDatabase(c.env.DB), userId);
  c.header("Set-Cookie", sessionCookie(token, session.expiresAt), { append: true });
  return token;
}

export function endSessionCookie(c: Context): void {
  c.header("Set-Cookie", expiredCookie(SESSION_COOKIE), { append: true });
}
