// The one drizzle schema for D1 and libSQL. Migrations in migrations/ are generated from it.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: integer("created_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`),
    // HMAC of the sender's IP: enough to rate-limit, never the address itself.
    ipHash: text("ip_hash").notNull(),
  },
  (table) => [index("contact_messages_ip_hash_created_at_idx").on(table.ipHash, table.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
