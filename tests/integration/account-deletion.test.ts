// Deleting an account must leave nothing of the user behind, in any table, now and after later
// issues add tables. The first test fails for a table nobody decided about.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { cookieHeaders, imageFile, PNG_BYTES, signUp, STRONG_PASSWORD } from "./accounts";
import { fetchWorker, postJson } from "./fetch";

/**
 * Tables that hold no account data, each with the reason. Every other table must be `users` or
 * reference users(id) with ON DELETE CASCADE.
 */
const TABLES_WITHOUT_ACCOUNT_DATA: Record<string, string> = {
  contact_messages: "messages from the contact form: anyone may write, nothing links them to an account",
  rate_limits: "counters under keyed hashes of addresses and emails, expiring within a day",
};

async function listTables(): Promise<string[]> {
  const { results } = await env.DB.prepare(
    // SQLite's, D1's and the migration tool's own tables are not ours.
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name != 'd1_migrations' ORDER BY name",
  ).all<{ name: string }>();
  return results.map((row) => row.name);
}

type ForeignKey = { table: string; from: string; to: string; on_delete: string };

async function foreignKeys(table: string): Promise<ForeignKey[]> {
  const { results } = await env.DB.prepare(`SELECT "table", "from", "to", on_delete FROM pragma_foreign_key_list(?)`).bind(table).all<ForeignKey>();
  return results;
}

async function columnNames(table: string): Promise<string[]> {
  const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info(?)").bind(table).all<{ name: string }>();
  return results.map((row) => row.name);
}

describe("every table is covered by account deletion", () => {
  it("D1 enforces foreign keys", async () => {
    expect(await env.DB.prepare("PRAGMA foreign_keys").first()).toEqual({ foreign_keys: 1 });
  });

  it("each table other than users references users(id) ON DELETE CASCADE, or is listed with a reason", async () => {
    const tables = await listTables();
    expect(tables).toContain("users");
    const uncovered: string[] = [];
    for (const table of tables) {
      if (table === "users" || table in TABLES_WITHOUT_ACCOUNT_DATA) continue;
      const keys = await foreignKeys(table);
      const cascades = keys.some((key) => key.table === "users" && key.to === "id" && key.on_delete === "CASCADE");
      // Any other reference to a user, by a key that does not cascade, would survive deletion.
      const loose = keys.filter((key) => key.table === "users" && key.on_delete !== "CASCADE");
      if (!cascades || loose.length > 0) uncovered.push(table);
    }
    expect(uncovered, "tables neither cascading from users nor listed in TABLES_WITHOUT_ACCOUNT_DATA").toEqual([]);
  });

  it("the listed tables have no user column that should have been a reference", async () => {
    for (const table of Object.keys(TABLES_WITHOUT_ACCOUNT_DATA)) {
      expect(await columnNames(table), table).not.toContain("user_id");
    }
  });
});

describe("DELETE /api/auth/delete-account removes every row and object of the user", () => {
  it("no table holds the user's id or email afterwards, and the photo is gone from R2", async () => {
    const { token, email } = await signUp({ profilePhoto: imageFile(PNG_BYTES, "me.png", "image/png") });
    // Rows in every table: a second session, a reset token, a mail, a provider link.
    await postJson("/api/auth/signin", { email, password: STRONG_PASSWORD });
    await postJson("/api/auth/forgot-password", { email });
    const user = await env.DB.prepare("SELECT id, photo_key FROM users WHERE email = ?").bind(email).first<{ id: string; photo_key: string }>();
    if (!user) throw new Error("the user was not created");
    await env.DB.prepare("INSERT INTO oauth_accounts (provider, provider_user_id, user_id) VALUES ('github', ?, ?)").bind(crypto.randomUUID(), user.id).run();

    const tables = (await listTables()).filter((table) => !(table in TABLES_WITHOUT_ACCOUNT_DATA));
    const mentions = async () => {
      const found: string[] = [];
      for (const table of tables) {
        const columns = await columnNames(table);
        const where = columns.map((column) => `"${column}" IN (?, ?)`).join(" OR ");
        const row = await env.DB.prepare(`SELECT count(*) AS total FROM "${table}" WHERE ${where}`)
          .bind(...columns.flatMap(() => [user.id, email]))
          .first<{ total: number }>();
        if ((row?.total ?? 0) > 0) found.push(table);
      }
      return found.sort();
    };
    expect(await mentions()).toEqual(["mail_outbox", "oauth_accounts", "password_reset_tokens", "sessions", "users"]);
    expect(await env.PHOTOS.head(user.photo_key)).not.toBeNull();

    const response = await fetchWorker("/api/auth/delete-account", { method: "DELETE", headers: cookieHeaders(token) });
    expect(response.status).toBe(200);

    expect(await mentions()).toEqual([]);
    expect(await env.PHOTOS.head(user.photo_key)).toBeNull();
    expect((await env.PHOTOS.list({ prefix: user.photo_key })).objects).toEqual([]);
  });

  it("another user's rows are untouched", async () => {
    const keep = await signUp();
    const remove = await signUp();
    await fetchWorker("/api/auth/delete-account", { method: "DELETE", headers: { Authorization: `Bearer ${remove.token}` } });
    expect(await (await postJson("/api/auth/user-profile", { token: keep.token })).json()).toMatchObject({ email: keep.email });
  });
});
