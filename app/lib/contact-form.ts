// The contact form's client side: its payload (spec §7) and how an answer maps to what we show.

export const CONTACT_MESSAGE_MAX_LENGTH = 5_000;

export type ContactPayload = { username: string; email: string; message: string };
export type ContactFieldErrors = Partial<Record<keyof ContactPayload, string>>;

export type ContactOutcome =
  | { kind: "sent" }
  | { kind: "rejected"; error: string | null; fields: ContactFieldErrors }
  | { kind: "failed" };

/** The spec's texts (§8): 'Form submitted' on 200, 'Something went wrong' otherwise, 'Error sending message' on an exception. */
export const contactToastText = {
  sent: "Form submitted",
  rejected: "Something went wrong",
  failed: "Error sending message",
} as const satisfies Record<ContactOutcome["kind"], string>;

function readFieldErrors(value: unknown): ContactFieldErrors {
  if (typeof value !== "object" || value === null) return {};
  const fields: ContactFieldErrors = {};
  for (const key of ["username", "email", "message"] as const) {
    const message = (value as Record<string, unknown>)[key];
    if (typeof message === "string") fields[key] = message;
  }
  return fields;
}

export async function sendContactMessage(payload: ContactPayload, fetchImpl: typeof fetch = fetch): Promise<ContactOutcome> {
  let response: Response;
  try {
    response = await fetchImpl("/api/contact", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(payload),
    });
  } catch {
    return { kind: "failed" };
  }
  if (response.status === 200) return { kind: "sent" };
  const body: unknown = await response.json().catch(() => null);
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const fields = readFieldErrors(record["fields"]);
  // Field messages show beside their fields; the summary above the form must not repeat one
  // (the API's `error` is the message itself when a single field is wrong).
  const error = Object.keys(fields).length > 0 ? FIELDS_SUMMARY : typeof record["error"] === "string" ? record["error"] : null;
  return { kind: "rejected", error, fields };
}

export const FIELDS_SUMMARY = "Please correct the highlighted fields";
