// Server-side sessions as the Copenhagen Book describes them (docs/decisions/002): a random token
// of 160 bits goes to the client, only its SHA-256 is stored, and the expiry slides forward while
// the session is in use. Never stores or logs a token.
import type { Database } from "../db/client";
import {
  deleteExpiredUserSessions,
  deleteSession,
  findSessionAndUser,
  insertSession,
  updateSessionExpiry,
} from "../db/queries/sessions";
import type { Session, User } from "../db/schema";
import { generateRandomToken, sha256Hex } from "./encoding";

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used when less than this is left is extended to the full lifetime again. */
export const SESSION_RENEWAL_THRESHOLD_MS = 15 * DAY_MS;

export type ValidatedSession = { session: Session; user: User; renewed: boolean };

export async function createSession(db: Database, userId: string, now = Date.now()): Promise<{ token: string; session: Session }> {
  const token = generateRandomToken();
  const session = { id: await sha256Hex(token), userId, expiresAt: new Date(now + SESSION_LIFETIME_MS) };
  // Sign-in is the natural moment to forget this user's dead sessions.
  await deleteExpiredUserSessions(db, userId, new Date(now));
  await insertSession(db, session);
  return { token, session: { ...session, createdAt: new Date(now) } };
}

/** The session and its user for a token, extended when due; null for an unknown or expired token. */
export async function validateSessionToken(db: Database, token: string, now = Date.now()): Promise<ValidatedSession | null> {
  const sessionId = await sha256Hex(token);
  const found = await findSessionAndUser(db, sessionId);
  if (!found) return null;
  const { session, user } = found;
  if (session.expiresAt.getTime() <= now) {
    await deleteSession(db, sessionId);
    return null;
  }
  if (session.expiresAt.getTime() - now < SESSION_RENEWAL_THRESHOLD_MS) {
    const expiresAt = new Date(now + SESSION_LIFETIME_MS);
    await updateSessionExpiry(db, sessionId, expiresAt);
    return { session: { ...session, expiresAt }, user, renewed: true };
  }
  return { session, user, renewed: false };
}

export async function invalidateSessionToken(db: Database, token: string): Promise<void> {
  await deleteSession(db, await sha256Hex(token));
}
