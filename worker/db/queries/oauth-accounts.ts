import { and, eq } from "drizzle-orm";
import type { Database } from "../client";
import { oauthAccounts, type OAuthProvider } from "../schema";

export async function findOAuthAccountUserId(
  db: Database,
  provider: OAuthProvider,
  providerUserId: string,
): Promise<string | undefined> {
  const row = await db
    .select({ userId: oauthAccounts.userId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)))
    .get();
  return row?.userId;
}

export async function insertOAuthAccount(
  db: Database,
  link: { provider: OAuthProvider; providerUserId: string; userId: string },
): Promise<void> {
  // A repeat of the same link (two tabs finishing at once) is not an error.
  await db.insert(oauthAccounts).values(link).onConflictDoNothing();
}
