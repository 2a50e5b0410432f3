// Helpers for the accounts tests: new users, forms, cookies and image bytes.
import { env } from "cloudflare:test";
import { fetchWorker, uniqueClientIp } from "./fetch";

export const STRONG_PASSWORD = "Sunny!day7";
export const APP_ORIGIN = new URL(env.APP_URL).origin;

export type UserAnswer = { firstname: string; lastname: string; email: string; profilephoto: string | null };
export type AuthAnswer = { token: string; user: UserAnswer; message: string };

export function uniqueEmail(label = "user"): string {
  return `${label}-${crypto.randomUUID()}@example.com`;
}

export const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

export function imageFile(bytes: Uint8Array<ArrayBuffer>, name: string, type: string): File {
  return new File([bytes], name, { type });
}

export function formOf(fields: Record<string, string | File | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  return form;
}

export function postForm(path: string, form: FormData, headers: Record<string, string> = {}): Promise<Response> {
  return fetchWorker(path, { method: "POST", headers: { "CF-Connecting-IP": uniqueClientIp(), ...headers }, body: form });
}

/** The value of the named cookie among the response's Set-Cookie headers ("" when cleared). */
export function setCookie(response: Response, name: string): { value: string; attributes: string } | undefined {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!header) return undefined;
  const [pair = "", ...attributes] = header.split("; ");
  return { value: pair.slice(name.length + 1), attributes: attributes.join("; ") };
}

export const SESSION_COOKIE = "__Host-session";

export async function signUp(fields: Partial<Record<"firstname" | "lastname" | "email" | "password", string>> & { profilePhoto?: File } = {}) {
  const email = fields.email ?? uniqueEmail();
  const password = fields.password ?? STRONG_PASSWORD;
  const response = await postForm(
    "/api/auth/signup",
    formOf({ firstname: "Ada", lastname: "Lovelace", ...fields, email, password }),
  );
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const answer = await response.json<AuthAnswer>();
  return { email, password, token: answer.token, user: answer.user, response };
}

export async function userRow(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<{
    id: string;
    email: string;
    password_hash: string | null;
    photo_key: string | null;
    email_verified_at: number | null;
  }>();
}

export async function countRows(table: string, where: string, ...values: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS total FROM ${table} WHERE ${where}`)
    .bind(...values)
    .first<{ total: number }>();
  return row?.total ?? 0;
}

/** A cookie-authenticated request from the app's own page. */
export function cookieHeaders(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { Cookie: `${SESSION_COOKIE}=${token}`, Origin: APP_ORIGIN, "CF-Connecting-IP": uniqueClientIp(), ...extra };
}
