import { and, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../client";
import { oauthAccounts, passwordResetTokens, sessions, users, type NewUser, type OAuthProvider, type User } from "../schema";

const nowMs = sql`(cast(unixepoch('subsecond') * 1000 as integer))`;

export async function findUserById(db: Database, id: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

/** `email` must already be normalised (trimmed, lower-case), as every stored email is. */
export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  return db.select().from(users).where(eq(users.email, email)).get();
}

/** Returns the new user, or null when the email is taken (the unique index decides, race-free). */
export async function insertUser(db: Database, user: Omit<NewUser, "id">): Promise<User | null> {
  const [row] = await db
    .insert(users)
    .values({ ...user, id: crypto.randomUUID() })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row ?? null;
}

export type UserChanges = Partial<Pick<User, "email" | "emailVerifiedAt" | "firstname" | "lastname" | "passwordHash" | "photoKey">>;

export async function updateUser(db: Database, id: string, changes: UserChanges): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: nowMs })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Deletes the user and, through ON DELETE CASCADE, every row that references it (sessions,
 * provider links, reset tokens, mail, and the tables later issues add): one statement, so all or
 * nothing. R2 objects are the caller's to delete.
 */
export async function deleteUser(db: Database, id: string): Promise<User | undefined> {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning();
  return row;
}

/**
 * After a password reset: the new hash, the mailbox counted as proven (the link reached it), and
 * every session and reset token of the user gone, in one transaction. Whoever held a session or
 * an older link before the reset holds nothing now.
 */
export async function replaceUserPassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.batch([
    db
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${nowMs})`, updatedAt: nowMs })
      .where(eq(users.id, userId)),
    db.delete(sessions).where(eq(sessions.userId, userId)),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
  ]);
}

/**
 * A signed-in password change: the new hash, and every other session and every reset link of the
 * user gone, in one transaction. The session that proved the current password stays.
 */
export async function changeUserPassword(db: Database, userId: string, passwordHash: string, keepSessionId: string): Promise<void> {
  await db.batch([
    db.update(users).set({ passwordHash, updatedAt: nowMs }).where(eq(users.id, userId)),
    db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)),
  ]);
}

/**
 * Links a provider account to an existing user found by the provider's verified email. When the
 * user's own email was never verified, whoever set its password never proved the mailbox (it may
 * be someone who signed up with another person's address ahead of them): the password, sessions
 * and reset tokens go, and the mailbox now counts as proven by the provider.
 */
export async function linkOAuthAccountByVerifiedEmail(
  db: Database,
  user: User,
  link: { provider: OAuthProvider; providerUserId: string },
): Promise<void> {
  const insertLink = db.insert(oauthAccounts).values({ ...link, userId: user.id }).onConflictDoNothing();
  if (user.emailVerifiedAt) {
    await insertLink;
    return;
  }
  await db.batch([
    db.update(users).set({ passwordHash: null, emailVerifiedAt: nowMs, updatedAt: nowMs }).where(eq(users.id, user.id)),
    db.delete(sessions).where(eq(sessions.userId, user.id)),
    db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id)),
    insertLink,
  ]);
}
