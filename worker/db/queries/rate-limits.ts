import { lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { rateLimits } from "../schema";

/**
 * Counts one hit for `key` in the fixed window that starts at `windowStart` and returns the hits
 * so far in it. One upsert, so concurrent requests each get their own count.
 */
export async function countRateLimitHit(db: Database, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // SQLite evaluates every SET expression on the old row, so both see the old window.
      set: {
        hits: sql`CASE WHEN ${rateLimits.windowStart} = excluded.window_start THEN ${rateLimits.hits} + 1 ELSE 1 END`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ hits: rateLimits.hits });
  if (!row) throw new Error("upsert into rate_limits returned no row");
  return row.hits;
}

export async function deleteRateLimitsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, before));
}
