// The browser side of the accounts API (spec §7): one call helper, and how each screen turns a
// failed answer into the spec's texts (§8). Pure functions of the answer, tested without a server.
import type { AccountUser } from "./account";

export type ApiAnswer =
  | { kind: "answered"; ok: boolean; status: number; body: Record<string, unknown> }
  | { kind: "network" };

/** Same-origin fetch: the session cookie goes along, and the browser adds the Origin the CSRF check reads. */
export async function callAccountApi(path: string, init: RequestInit = {}, fetchImpl: typeof fetch = fetch): Promise<ApiAnswer> {
  let response: Response;
  try {
    response = await fetchImpl(path, { credentials: "same-origin", ...init });
  } catch {
    return { kind: "network" };
  }
  return readApiAnswer(response);
}

export async function readApiAnswer(response: Response): Promise<ApiAnswer> {
  const body: unknown = await response.json().catch(() => null);
  return {
    kind: "answered",
    ok: response.ok,
    status: response.status,
    body: typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {},
  };
}

export function postJson(path: string, payload: unknown, fetchImpl?: typeof fetch): Promise<ApiAnswer> {
  return callAccountApi(
    path,
    { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(payload) },
    fetchImpl,
  );
}

const text = (value: unknown): string | null => (typeof value === "string" && value.trim() !== "" ? value : null);

/** The answer's own words: `message`, else `error`. */
export function messageOf(body: Record<string, unknown>): string | null {
  return text(body["message"]) ?? text(body["error"]);
}

/** `errors[]` without repeats, in order (spec §8: "deduplicated bullets"). */
export function errorListOf(body: Record<string, unknown>): string[] {
  const errors = body["errors"];
  if (!Array.isArray(errors)) return [];
  return [...new Set(errors.map(text).filter((error): error is string => error !== null))];
}

/** Messages per form field, for errors shown beside their inputs. */
export function fieldErrorsOf(body: Record<string, unknown>): Record<string, string> {
  const fields = body["fields"];
  if (typeof fields !== "object" || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).flatMap(([name, message]) => (text(message) ? [[name, message as string]] : [])),
  );
}

export function userOf(body: Record<string, unknown>): AccountUser | null {
  const user = body["user"] ?? body;
  if (typeof user !== "object" || user === null) return null;
  const { firstname, lastname, email, profilephoto } = user as Record<string, unknown>;
  if (typeof firstname !== "string" || typeof lastname !== "string" || typeof email !== "string") return null;
  return { firstname, lastname, email, profilephoto: typeof profilephoto === "string" ? profilephoto : null };
}

export const NETWORK_ERROR = "Network error";
export const SOMETHING_WENT_WRONG = "Something went wrong";

/** Login: the server's message, or 'Login failed with status {n}'; 'Network error'. */
export function loginFailure(answer: ApiAnswer): string {
  if (answer.kind === "network") return NETWORK_ERROR;
  return messageOf(answer.body) ?? `Login failed with status ${answer.status}`;
}

/** Signup: the errors array, else the message or 'Signup failed with status {n}'; 'Network error'. */
export function signupFailure(answer: ApiAnswer): string[] {
  if (answer.kind === "network") return [NETWORK_ERROR];
  const errors = errorListOf(answer.body);
  return errors.length > 0 ? errors : [messageOf(answer.body) ?? `Signup failed with status ${answer.status}`];
}

/** Reset: the errors array, else the message or 'Something went wrong'. */
export function resetFailure(answer: ApiAnswer): string[] {
  if (answer.kind === "network") return [SOMETHING_WENT_WRONG];
  const errors = errorListOf(answer.body);
  return errors.length > 0 ? errors : [messageOf(answer.body) ?? SOMETHING_WENT_WRONG];
}

/** Forgot password and the other screens: the server's message, else 'Something went wrong'. */
export function messageOrSomethingWentWrong(answer: ApiAnswer): string {
  return answer.kind === "answered" ? (messageOf(answer.body) ?? SOMETHING_WENT_WRONG) : SOMETHING_WENT_WRONG;
}

/** A text field of a submitted form ("" when absent or a file). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}
