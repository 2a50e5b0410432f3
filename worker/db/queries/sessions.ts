import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../client";
import { sessions, users, type Session, type User } from "../schema";

export async function insertSession(db: Database, session: Omit<Session, "createdAt">): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findSessionAndUser(db: Database, sessionId: string): Promise<{ session: Session; user: User } | undefined> {
  return db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(sessions.userId, users.id))
    .where(eq(sessions.id, sessionId))
    .get();
}

export async function updateSessionExpiry(db: Database, sessionId: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ expiresAt }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredUserSessions(db: Database, userId: string, now: Date): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
}
