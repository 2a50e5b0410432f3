// Node-side database: drizzle over libSQL (file:, :memory: or a Turso URL), for tests, scripts
// and self-hosting. Applies the very migrations wrangler applies to D1.
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { migrate } from "drizzle-orm/libsql/migrator";
import path from "node:path";
import type { Database } from "./client";
import * as schema from "./schema";

export const migrationsFolder = path.resolve(import.meta.dirname, "../../migrations");

export async function openLibsqlDatabase(url: string): Promise<{ db: Database; close: () => void }> {
  const client = createClient({ url });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db, close: () => client.close() };
}
