// The one way the Worker sends mail (ARCHITECTURE.md §10): an HTTP mail API when MAIL_API_URL is
// set (always in production), otherwise the development outbox table read at /dev/mail.
// Callers never learn which; no code path returns a mail's content to an API client.
import { getDatabase } from "../db/client";
import { insertOutboxMail } from "../db/queries/mail-outbox";
import type { Env } from "../env";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The account the mail is about: deleting the account deletes its outbox copies. */
  userId?: string;
};

export type Mailer = { send: (message: MailMessage) => Promise<void> };

export class MailDeliveryError extends Error {
  override name = "MailDeliveryError";
}

/**
 * Sends through a Resend-style JSON API: `POST MAIL_API_URL` with a Bearer key and
 * `{ from, to: [..], subject, text }`. Resend takes it as is; other services take it through
 * their compatible endpoint or a small proxy (README, Configuration).
 */
export function createHttpMailer(settings: { url: string; apiKey: string; from: string }, fetcher: typeof fetch = fetch): Mailer {
  return {
    async send({ to, subject, text }) {
      const response = await fetcher(settings.url, {
        method: "POST",
        headers: { Authorization: `Bearer ${settings.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: settings.from, to: [to], subject, text }),
      });
      if (!response.ok) {
        // The provider's answer may echo the recipient; the status is enough to diagnose.
        throw new MailDeliveryError(`the mail API answered ${response.status} ${response.statusText}`);
      }
    },
  };
}

export function createOutboxMailer(d1: D1Database): Mailer {
  return {
    async send({ to, subject, text, userId }) {
      await insertOutboxMail(getDatabase(d1), { recipient: to, subject, text, userId: userId ?? null });
    },
  };
}

export function getMailer(env: Env): Mailer {
  if (env.MAIL_API_URL && env.MAIL_API_KEY && env.MAIL_FROM) {
    return createHttpMailer({ url: env.MAIL_API_URL, apiKey: env.MAIL_API_KEY, from: env.MAIL_FROM });
  }
  // readEnv guarantees the mail settings in production, so this is development only.
  return createOutboxMailer(env.DB);
}
