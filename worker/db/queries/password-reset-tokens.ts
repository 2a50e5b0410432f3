import { eq } from "drizzle-orm";
import type { Database } from "../client";
import { passwordResetTokens } from "../schema";

/** Stores a new reset token and drops the user's earlier ones: only the latest link works. */
export async function replacePasswordResetToken(
  db: Database,
  token: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, token.userId));
  await db.insert(passwordResetTokens).values(token);
}

/**
 * Deletes the token and returns what it was: one statement, so two requests racing with the same
 * link cannot both use it. The caller checks the expiry.
 */
export async function consumePasswordResetToken(
  db: Database,
  tokenHash: string,
): Promise<{ userId: string; expiresAt: Date } | undefined> {
  const [row] = await db
    .delete(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .returning({ userId: passwordResetTokens.userId, expiresAt: passwordResetTokens.expiresAt });
  return row;
}

export async function deleteUserPasswordResetTokens(db: Database, userId: string): Promise<void> {
  await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
}
