import { desc } from "drizzle-orm";
import type { Database } from "../client";
import { mailOutbox, type OutboxMail } from "../schema";

export async function insertOutboxMail(db: Database, mail: Omit<OutboxMail, "id" | "createdAt">): Promise<void> {
  await db.insert(mailOutbox).values(mail);
}

export async function listOutboxMail(db: Database, limit: number): Promise<OutboxMail[]> {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}
