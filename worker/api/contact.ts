// POST /api/contact: store a message from the contact form (spec §7: { username, email, message }).
import { Hono } from "hono";
import { z } from "zod";
import { getDatabase } from "../db/client";
import { countContactMessagesSince, insertContactMessage } from "../db/queries/contact-messages";
import type { AppEnv } from "../env";
import { getClientIp, hashIp } from "../request-ip";
import { emailField } from "./fields";
import { jsonBody, limitBody } from "./json-body";

export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;
export const CONTACT_RATE_LIMIT = { messages: 5, windowMs: 10 * 60 * 1000 };

export const ContactMessageSchema = z.object({
  username: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(200, "Name must be at most 200 characters"),
  email: emailField(),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(CONTACT_MESSAGE_MAX_LENGTH, `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString("en")} characters`),
});

export const contact = new Hono<AppEnv>().post(
  "/",
  // 5,000 characters of 4-byte UTF-8 plus the other fields fit well within 32 KB.
  limitBody(32 * 1024),
  jsonBody(ContactMessageSchema),
  async (c) => {
    const { username, email, message } = c.req.valid("json");
    const db = getDatabase(c.env.DB);
    const ipHash = await hashIp(getClientIp(c.req.raw), c.env.IP_HASH_SECRET);

    const since = new Date(Date.now() - CONTACT_RATE_LIMIT.windowMs);
    if ((await countContactMessagesSince(db, ipHash, since)) >= CONTACT_RATE_LIMIT.messages) {
      return c.json({ error: "Too many messages. Please wait a few minutes and try again." }, 429);
    }

    await insertContactMessage(db, { name: username, email, message, ipHash });
    return c.json({ message: "Thank you! We will reply within 24 hours." }, 200);
  },
);
