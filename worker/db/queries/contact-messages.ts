import { and, count, eq, gte } from "drizzle-orm";
import type { Database } from "../client";
import { contactMessages, type ContactMessage, type NewContactMessage } from "../schema";

export async function insertContactMessage(
  db: Database,
  message: Omit<NewContactMessage, "id">,
): Promise<ContactMessage> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error("insert into contact_messages returned no row");
  return row;
}

export async function countContactMessagesSince(
  db: Database,
  ipHash: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.ipHash, ipHash), gte(contactMessages.createdAt, since)));
  return row?.total ?? 0;
}
