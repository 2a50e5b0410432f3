import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createSession, SESSION_LIFETIME_MS, SESSION_RENEWAL_THRESHOLD_MS } from "../../worker/auth/session";
import type { Database } from "../../worker/db/client";
import { openLibsqlDatabase } from "../../worker/db/libsql";
import { insertUser } from "../../worker/db/queries/users";
import { readPageSession } from "./session.server";

const DAY_MS = 24 * 60 * 60 * 1000;

describe("readPageSession: the page's user from the session cookie", () => {
  let db: Database;
  let close: () => void;
  let userId: string;

  beforeEach(async () => {
    ({ db, close } = await openLibsqlDatabase(":memory:"));
    const user = await insertUser(db, { email: "ada@example.com", firstname: "Ada", lastname: "Lovelace", passwordHash: null, photoKey: null });
    if (!user) throw new Error("no user");
    userId = user.id;
  });
  afterEach(() => close());

  const pageRequest = (cookie?: string) => new Request("http://localhost/", { headers: cookie ? { Cookie: cookie } : {} });

  it("no cookie: nobody, and no cookie change", async () => {
    expect(await readPageSession(pageRequest(), db)).toEqual({ user: null, setCookie: null });
  });

  it("a valid session: the public user only (no id, hash or token), no cookie change", async () => {
    const { token } = await createSession(db, userId);
    const session = await readPageSession(pageRequest(`__Host-session=${token}`), db);
    expect(session).toEqual({
      user: { firstname: "Ada", lastname: "Lovelace", email: "ada@example.com", profilephoto: null },
      setCookie: null,
    });
  });

  it("an unknown or expired token: nobody, and the dead cookie is cleared", async () => {
    const now = Date.now();
    const { token } = await createSession(db, userId, now - SESSION_LIFETIME_MS - 1);
    for (const cookie of ["__Host-session=forged", `__Host-session=${token}`]) {
      const session = await readPageSession(pageRequest(cookie), db, now);
      expect(session.user).toBeNull();
      expect(session.setCookie).toMatch(/^__Host-session=; Max-Age=0; /);
    }
  });

  it("a session past its renewal point: extended, and the cookie's expiry follows", async () => {
    const now = Date.now();
    const { token } = await createSession(db, userId, now - SESSION_LIFETIME_MS + SESSION_RENEWAL_THRESHOLD_MS - DAY_MS);
    const session = await readPageSession(pageRequest(`__Host-session=${token}`), db, now);
    expect(session.user?.email).toBe("ada@example.com");
    expect(session.setCookie).toBe(`__Host-session=${token}; Max-Age=${SESSION_LIFETIME_MS / 1000}; Path=/; HttpOnly; Secure; SameSite=Lax`);
  });
});
