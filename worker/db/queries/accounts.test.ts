import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../client";
import { openLibsqlDatabase } from "../libsql";
import { insertOutboxMail } from "./mail-outbox";
import { findOAuthAccountUserId, insertOAuthAccount } from "./oauth-accounts";
import { consumePasswordResetToken, replacePasswordResetToken } from "./password-reset-tokens";
import { countRateLimitHit } from "./rate-limits";
import { findSessionAndUser, insertSession } from "./sessions";
import { deleteUser, findUserByEmail, insertUser, linkOAuthAccountByVerifiedEmail, replaceUserPassword } from "./users";

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000);

describe("account queries on libSQL :memory: with the D1 migrations", () => {
  let db: Database;
  let close: () => void;

  beforeEach(async () => {
    ({ db, close } = await openLibsqlDatabase(":memory:"));
  });
  afterEach(() => close());

  const newUser = (email = "ada@example.com") =>
    insertUser(db, { email, firstname: "Ada", lastname: "Lovelace", passwordHash: "hash", photoKey: null });

  it("insertUser returns null for a taken email instead of throwing", async () => {
    expect(await newUser()).toMatchObject({ email: "ada@example.com", id: expect.any(String) });
    expect(await newUser()).toBeNull();
  });

  it("deleteUser removes the user's rows in every table through ON DELETE CASCADE (libSQL enforces it too)", async () => {
    const user = await newUser();
    const other = await newUser("grace@example.com");
    if (!user || !other) throw new Error("users not created");
    for (const owner of [user, other]) {
      await insertSession(db, { id: `session-${owner.id}`, userId: owner.id, expiresAt: inAnHour() });
      await insertOAuthAccount(db, { provider: "github", providerUserId: owner.id, userId: owner.id });
      await replacePasswordResetToken(db, { tokenHash: `reset-${owner.id}`, userId: owner.id, expiresAt: inAnHour() });
      await insertOutboxMail(db, { recipient: owner.email, subject: "s", text: "t", userId: owner.id });
    }
    await deleteUser(db, user.id);
    for (const table of ["sessions", "oauth_accounts", "password_reset_tokens", "mail_outbox"]) {
      const rows = await db.all<{ user_id: string }>(sql.raw(`SELECT user_id FROM ${table}`));
      expect(rows.map((row) => row.user_id), table).toEqual([other.id]);
    }
  });

  it("a reset token is consumed once, and a new one replaces the old", async () => {
    const user = await newUser();
    if (!user) throw new Error("user not created");
    await replacePasswordResetToken(db, { tokenHash: "first", userId: user.id, expiresAt: inAnHour() });
    await replacePasswordResetToken(db, { tokenHash: "second", userId: user.id, expiresAt: inAnHour() });
    expect(await consumePasswordResetToken(db, "first")).toBeUndefined();
    expect(await consumePasswordResetToken(db, "second")).toMatchObject({ userId: user.id });
    expect(await consumePasswordResetToken(db, "second")).toBeUndefined();
  });

  it("replaceUserPassword sets the hash, proves the email and drops sessions and reset tokens in one batch", async () => {
    const user = await newUser();
    if (!user) throw new Error("user not created");
    await insertSession(db, { id: "s1", userId: user.id, expiresAt: inAnHour() });
    await replacePasswordResetToken(db, { tokenHash: "t1", userId: user.id, expiresAt: inAnHour() });
    await replaceUserPassword(db, user.id, "new-hash");
    const updated = await findUserByEmail(db, user.email);
    expect(updated).toMatchObject({ passwordHash: "new-hash", emailVerifiedAt: expect.any(Date) });
    expect(await findSessionAndUser(db, "s1")).toBeUndefined();
    expect(await consumePasswordResetToken(db, "t1")).toBeUndefined();
  });

  it("linking by verified email to an unproven account drops its password and sessions; a proven one keeps them", async () => {
    const unproven = await newUser();
    if (!unproven) throw new Error("user not created");
    await insertSession(db, { id: "s-unproven", userId: unproven.id, expiresAt: inAnHour() });
    await linkOAuthAccountByVerifiedEmail(db, unproven, { provider: "google", providerUserId: "g1" });
    expect(await findUserByEmail(db, unproven.email)).toMatchObject({ passwordHash: null, emailVerifiedAt: expect.any(Date) });
    expect(await findSessionAndUser(db, "s-unproven")).toBeUndefined();
    expect(await findOAuthAccountUserId(db, "google", "g1")).toBe(unproven.id);

    const proven = await newUser("grace@example.com");
    if (!proven) throw new Error("user not created");
    await insertSession(db, { id: "s-proven", userId: proven.id, expiresAt: inAnHour() });
    await linkOAuthAccountByVerifiedEmail(db, { ...proven, emailVerifiedAt: new Date() }, { provider: "github", providerUserId: "h1" });
    expect(await findUserByEmail(db, proven.email)).toMatchObject({ passwordHash: "hash" });
    expect(await findSessionAndUser(db, "s-proven")).toBeDefined();
  });

  it("countRateLimitHit counts within a window and starts again in a new one", async () => {
    const window = new Date(60_000);
    expect(await countRateLimitHit(db, "k", window)).toBe(1);
    expect(await countRateLimitHit(db, "k", window)).toBe(2);
    expect(await countRateLimitHit(db, "other", window)).toBe(1);
    expect(await countRateLimitHit(db, "k", new Date(120_000))).toBe(1);
    expect(await countRateLimitHit(db, "k", new Date(120_000))).toBe(2);
  });
});
