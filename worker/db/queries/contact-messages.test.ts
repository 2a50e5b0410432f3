import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../client";
import { openLibsqlDatabase } from "../libsql";
import { countContactMessagesSince, insertContactMessage } from "./contact-messages";

describe("contact message queries on libSQL :memory: with the D1 migrations", () => {
  let db: Database;
  let close: () => void;

  beforeEach(async () => {
    ({ db, close } = await openLibsqlDatabase(":memory:"));
  });
  afterEach(() => close());

  it("inserts a message and returns it with an id and a creation time", async () => {
    const row = await insertContactMessage(db, { name: "Ada", email: "ada@example.com", message: "Hi", ipHash: "h1" });
    expect(row).toMatchObject({ id: 1, name: "Ada", email: "ada@example.com", message: "Hi", ipHash: "h1" });
    expect(row.createdAt).toBeInstanceOf(Date);
    expect(Math.abs(row.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("counts messages per IP hash since a time, ignoring other addresses and older messages", async () => {
    const now = Date.now();
    const message = { name: "A", email: "a@example.com", message: "m" };
    await insertContactMessage(db, { ...message, ipHash: "same", createdAt: new Date(now - 20 * 60_000) });
    await insertContactMessage(db, { ...message, ipHash: "same", createdAt: new Date(now - 5 * 60_000) });
    await insertContactMessage(db, { ...message, ipHash: "same" });
    await insertContactMessage(db, { ...message, ipHash: "other" });

    expect(await countContactMessagesSince(db, "same", new Date(now - 10 * 60_000))).toBe(2);
    expect(await countContactMessagesSince(db, "same", new Date(now - 30 * 60_000))).toBe(3);
    expect(await countContactMessagesSince(db, "other", new Date(now - 10 * 60_000))).toBe(1);
    expect(await countContactMessagesSince(db, "nobody", new Date(0))).toBe(0);
  });
});
