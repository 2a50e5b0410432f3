// The one drizzle schema for D1 and libSQL. Migrations in migrations/ are generated from it.
//
// Every table that holds a user's data references users.id with ON DELETE CASCADE, so deleting the
// user row deletes all of it in the same statement; tests/integration/account-deletion.test.ts fails
// for any table that is neither covered that way nor listed there with a reason.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`);

export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    createdAt: createdAt(),
    // HMAC of the sender's IP: enough to rate-limit, never the address itself.
    ipHash: text("ip_hash").notNull(),
  },
  (table) => [index("contact_messages_ip_hash_created_at_idx").on(table.ipHash, table.createdAt)],
);

export const users = sqliteTable("users", {
  id: text("id").primaryKey(),
  // Stored trimmed and lower-cased, so one mailbox is one account.
  email: text("email").notNull().unique(),
  // Set when the owner proved the mailbox (a reset link, or a provider that verified it). A
  // provider login links to an account only through a verified provider email, and linking to an
  // account whose email was never verified drops its password (see docs/decisions/016).
  emailVerifiedAt: integer("email_verified_at", { mode: "timestamp_ms" }),
  firstname: text("firstname").notNull(),
  lastname: text("lastname").notNull(),
  // Versioned hash string (worker/auth/password.ts); null for accounts made through a provider.
  passwordHash: text("password_hash"),
  // R2 key of the profile photo in PHOTOS, random; null without a photo.
  photoKey: text("photo_key"),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(cast(unixepoch('subsecond') * 1000 as integer))`),
});

export const sessions = sqliteTable(
  "sessions",
  {
    // SHA-256 (hex) of the session token: a leaked table holds no usable token.
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_id_idx").on(table.userId)],
);

export const oauthAccounts = sqliteTable(
  "oauth_accounts",
  {
    provider: text("provider", { enum: ["google", "github"] }).notNull(),
    // The provider's stable id for the person (Google `sub`, GitHub numeric id), never the email.
    providerUserId: text("provider_user_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.providerUserId] }),
    index("oauth_accounts_user_id_idx").on(table.userId),
  ],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    // SHA-256 (hex) of the token in the mailed link.
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("password_reset_tokens_user_id_idx").on(table.userId)],
);

// Fixed-window counters: one row per limited key (e.g. "signin-ip:<hmac>"), reset when a new
// window starts. Keys hold keyed hashes, never an address or an email.
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    windowStart: integer("window_start", { mode: "timestamp_ms" }).notNull(),
    hits: integer("hits").notNull(),
  },
  (table) => [index("rate_limits_window_start_idx").on(table.windowStart)],
);

// Development outbox: mail written here instead of sent, read at /dev/mail. Production sends
// through the HTTP mail API and never writes this table.
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey(),
    // The account the mail is about, so deleting the account deletes its mail too.
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("mail_outbox_user_id_idx").on(table.userId)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type OAuthProvider = (typeof oauthAccounts.$inferSelect)["provider"];
export type OutboxMail = typeof mailOutbox.$inferSelect;
