// The database type every query function takes first: drizzle over D1 in the Worker,
// over libSQL in Node (tests, scripts). Both are async SQLite dialects of one schema.
import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import * as schema from "./schema";

export type Database = BaseSQLiteDatabase<"async", unknown, typeof schema> & {
  /** Runs the statements in one transaction (D1 batch, libSQL batch): all or none. */
  batch<U extends BatchItem<"sqlite">, T extends Readonly<[U, ...U[]]>>(batch: T): Promise<BatchResponse<T>>;
};

const databases = new WeakMap<D1Database, Database>();

export function getDatabase(d1: D1Database): Database {
  let db = databases.get(d1);
  if (!db) {
    db = drizzle(d1, { schema });
    databases.set(d1, db);
  }
  return db;
}
