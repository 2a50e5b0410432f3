// /dev/mail: the development outbox as a plain HTML page, newest first, links clickable. Only
// served outside production (worker/app.ts); production has no outbox and answers 404.
import { getDatabase } from "../db/client";
import { listOutboxMail } from "../db/queries/mail-outbox";
import type { OutboxMail } from "../db/schema";

const SHOWN_MAILS = 50;

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** Escapes the text, then turns http(s) URLs into links (the reset link is what one comes for). */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

function renderMail(mail: OutboxMail): string {
  return `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To ${escapeHtml(mail.recipient)} · <time datetime="${mail.createdAt.toISOString()}">${mail.createdAt.toISOString()}</time></p>
  <pre>${linkify(mail.text)}</pre>
</article>`;
}

export async function renderDevMailPage(d1: D1Database, nonce: string): Promise<Response> {
  const mails = await listOutboxMail(getDatabase(d1), SHOWN_MAILS);
  const body = mails.length === 0 ? "<p>No mail yet. Ask for a password reset and it appears here.</p>" : mails.map(renderMail).join("\n");
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Outbox (development) · Sentio AI</title>
<style nonce="${nonce}">
  body { font: 16px/1.5 system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; background: #fff; }
  article { border: 1px solid #ccc; border-radius: 8px; padding: 0 1rem; margin: 1rem 0; }
  h2 { font-size: 1.1rem; }
  .meta { color: #555; margin-top: -0.5rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; }
  a { color: #0645ad; }
</style>
</head>
<body>
<main>
<h1>Outbox (development only)</h1>
<p>Mail the app would send. Production sends it through the mail API instead; this page does not exist there. Newest first, last ${SHOWN_MAILS}.</p>
${body}
</main>
</body>
</html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
