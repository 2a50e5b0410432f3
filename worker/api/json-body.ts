// Request-body handling shared by every JSON route: size limit, content type, parse, validate.
// A bad body is always answered 4xx with `{ error }`, never passed on to a handler.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { validator } from "hono/validator";
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;

/** 413 once the body passes `maxBytes`: from Content-Length before reading, or while streaming. */
export function limitBody(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.json({ error: `Request body is too large (limit ${formatBytes(maxBytes)})` }, 413),
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

/** Validates a JSON body with `schema`; handlers read it with `c.req.valid("json")`. */
export function jsonBody<Schema extends z.ZodType>(schema: Schema) {
  return validator("json", (value, c: Context) => {
    const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim() ?? "";
    if (!JSON_MEDIA_TYPE.test(mediaType)) {
      return c.json({ error: "Expected a JSON body (Content-Type: application/json)" }, 415);
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      return c.json({ error: "Please correct the highlighted fields", fields: toFieldErrors(result.error) }, 400);
    }
    return result.data;
  });
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
