// Helpers for the account screens' tests: unique people, and accounts made through the API.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import path from "node:path";

export const STRONG_PASSWORD = "Sunny!day7";

export function uniqueEmail(label = "e2e"): string {
  return `${label}-${randomUUID()}@example.com`;
}

/**
 * Each test gets its own client address: the accounts API limits sign-ups and sign-ins per
 * address (CF-Connecting-IP; local runs share one otherwise), and tests must not share a budget.
 */
export async function useOwnClientAddress(page: Page): Promise<string> {
  const address = `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": address });
  return address;
}

/** Signs up through the API, in the page's context: the browser then holds the session cookie. */
export async function signUpThroughApi(
  request: APIRequestContext,
  fields: { firstname?: string; email?: string; password?: string } = {},
): Promise<{ email: string; password: string; firstname: string }> {
  const account = { firstname: fields.firstname ?? "Ada", email: fields.email ?? uniqueEmail(), password: fields.password ?? STRONG_PASSWORD };
  const response = await request.post("/api/auth/signup", {
    multipart: { firstname: account.firstname, lastname: "Lovelace", email: account.email, password: account.password },
    headers: { "CF-Connecting-IP": `203.0.113.9-${randomUUID()}` },
  });
  expect(response.status()).toBe(201);
  return account;
}

/** Files for the photo pickers: a one-pixel PNG, and a GIF that must be refused. */
export const PHOTO_PNG = path.join(import.meta.dirname, "fixtures", "avatar.png");
export const PHOTO_GIF = path.join(import.meta.dirname, "fixtures", "not-a-photo.gif");
