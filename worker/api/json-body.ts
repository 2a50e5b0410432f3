// Request-body handling shared by every JSON and form route: size limit, content type, parse,
// validate. A bad body is always answered 4xx with `{ error }`, never passed on to a handler.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validator } from "hono/validator";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
export const FORM_MEDIA_TYPE = /^(multipart\/form-data|application\/x-www-form-urlencoded)$/i;

/**
 * 413 once the body passes `maxBytes`: from Content-Length before reading, or while streaming.
 * `message` replaces the default text where the spec has its own (a photo over 2 MB).
 */
export function limitBody(maxBytes: number, message = `Request body is too large (limit ${formatBytes(maxBytes)})`) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => c.json(errorAnswer(message), 413),
  });
}

/** The first message per field, keyed by the field's path, for forms to show beside each input. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * An error answer in each shape the spec's screens read: `error` (our API's convention),
 * `message` and `errors[]` (sign-up, reset), and `fields` when one input is at fault.
 */
export function errorAnswer(message: string, field?: string) {
  return { error: message, message, errors: [message], ...(field ? { fields: { [field]: message } } : {}) };
}

/**
 * The 400 answer for invalid input: `fields` (first message per field, for inline errors), `errors`
 * (every distinct message, which the spec's signup and reset screens list) and `error`/`message`
 * (the one problem, or a summary when there are several).
 */
export function invalidInputAnswer(error: z.ZodError) {
  const errors = [...new Set(error.issues.map((issue) => issue.message))];
  const summary = errors.length === 1 && errors[0] ? errors[0] : "Please correct the highlighted fields";
  return { error: summary, message: summary, errors, fields: toFieldErrors(error) };
}

function mediaTypeOf(c: Context): string {
  return (c.req.header("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
}

/** Answers 415 for the wrong content type and 400 for invalid input; else the parsed body. */
function parseBody<Schema extends z.ZodType>(c: Context, value: unknown, schema: Schema, mediaType: RegExp, expected: string) {
  if (!mediaType.test(mediaTypeOf(c))) return c.json({ error: expected }, 415);
  const result = schema.safeParse(value);
  if (!result.success) return c.json(invalidInputAnswer(result.error), 400);
  return result.data;
}

/** Validates a JSON body with `schema`; handlers read it with `c.req.valid("json")`. */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return validator("json", (value, c: Context) =>
    parseBody(c, value, schema, JSON_MEDIA_TYPE, "Expected a JSON body (Content-Type: application/json)"),
  );
}

/** Validates a multipart or URL-encoded form with `schema`; handlers read `c.req.valid("form")`. */
export function formBody<Schema extends z.ZodType>(schema: Schema) {
  return validator("form", (value, c: Context) =>
    parseBody(c, value, schema, FORM_MEDIA_TYPE, "Expected a form (Content-Type: multipart/form-data)"),
  );
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
