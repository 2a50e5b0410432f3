// The accounts API's rate limits (fixed windows in D1, worker/rate-limit.ts) and their 429 answer.
import type { Context } from "hono";
import { getDatabase } from "../db/client";
import type { Env } from "../env";
import { consumeRateLimit, type RateLimitRule } from "../rate-limit";
import { getClientIp, keyedHash } from "../request-ip";
import { errorAnswer } from "./json-body";

const MINUTE_MS = 60 * 1000;

const tryAgainIn = (what: string, minutes: number) =>
  `Too many ${what}. Please wait ${minutes} minutes and try again.`;

export const RATE_LIMITS = {
  // Guessing one account's password, from anywhere.
  signInPerEmail: { name: "signin-email", hits: 10, windowMs: 15 * MINUTE_MS, message: tryAgainIn("sign-in attempts", 15) },
  // Trying many accounts from one address (looser: offices and phones share addresses).
  signInPerIp: { name: "signin-ip", hits: 30, windowMs: 15 * MINUTE_MS, message: tryAgainIn("sign-in attempts", 15) },
  signUpPerIp: { name: "signup-ip", hits: 5, windowMs: 60 * MINUTE_MS, message: tryAgainIn("sign-ups from your network", 60) },
  forgotPasswordPerIp: { name: "forgot-ip", hits: 5, windowMs: 15 * MINUTE_MS, message: tryAgainIn("password reset requests", 15) },
  // Keeps anyone from flooding one mailbox with reset mail.
  forgotPasswordPerEmail: { name: "forgot-email", hits: 3, windowMs: 60 * MINUTE_MS, message: tryAgainIn("password reset requests", 60) },
  // Guessing the current password from a stolen session.
  changePasswordPerUser: { name: "change-password-user", hits: 10, windowMs: 15 * MINUTE_MS, message: tryAgainIn("password change attempts", 15) },
  // Each attempt costs a password hash; the 160-bit token itself cannot be guessed.
  resetPasswordPerIp: { name: "reset-ip", hits: 10, windowMs: 15 * MINUTE_MS, message: tryAgainIn("password reset attempts", 15) },
} satisfies Record<string, RateLimitRule>;

export type RateLimitCheck = { rule: RateLimitRule; subject: "ip" | { email: string } };

/** Counts a hit on every check; the 429 answer when one is over its limit, else null. */
export async function enforceRateLimits<E extends { Bindings: Env }>(c: Context<E>, checks: RateLimitCheck[]): Promise<Response | null> {
  const db = getDatabase(c.env.DB);
  let refusal: { retryAfterSeconds: number; message: string } | null = null;
  for (const { rule, subject } of checks) {
    const value = subject === "ip" ? `ip:${getClientIp(c.req.raw)}` : `email:${subject.email}`;
    const result = await consumeRateLimit(db, rule, await keyedHash(value, c.env.IP_HASH_SECRET));
    if (!result.allowed && (!refusal || result.retryAfterSeconds > refusal.retryAfterSeconds)) refusal = result;
  }
  if (!refusal) return null;
  c.header("Retry-After", String(refusal.retryAfterSeconds));
  return c.json(errorAnswer(refusal.message), 429);
}
