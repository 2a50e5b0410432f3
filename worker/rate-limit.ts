// Fixed-window rate limits kept in D1 (table rate_limits): one upsert per check, no other binding.
// Keys are keyed hashes of an IP or an email (worker/request-ip.ts), never the values themselves.
import type { Database } from "./db/client";
import { countRateLimitHit, deleteRateLimitsBefore } from "./db/queries/rate-limits";

export type RateLimitRule = {
  /** Names the counter and prefixes its keys, e.g. "signin-email". */
  name: string;
  hits: number;
  windowMs: number;
  /** The 429 answer's error text. */
  message: string;
};

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number; message: string };

const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Counts a hit against `rule` for `subjectHash` and says whether it is still within the limit. */
export async function consumeRateLimit(
  db: Database,
  rule: RateLimitRule,
  subjectHash: string,
  now = Date.now(),
): Promise<RateLimitResult> {
  const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
  const hits = await countRateLimitHit(db, `${rule.name}:${subjectHash}`, new Date(windowStart));
  // A new window for this key is a good moment to drop counters nobody will read again.
  if (hits === 1) await deleteRateLimitsBefore(db, new Date(now - LONGEST_WINDOW_MS));
  if (hits <= rule.hits) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.ceil((windowStart + rule.windowMs - now) / 1000), message: rule.message };
}
