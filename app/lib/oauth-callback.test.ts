import { describe, expect, it } from "vitest";
import type { ApiAnswer } from "./account-api";
import { decodeUserParameter, exchangeOutcome, readCallback } from "./oauth-callback";

const params = (query: string) => new URLSearchParams(query);
const user = { firstname: "Ada", lastname: "Lovelace", email: "ada@example.com", profilephoto: null };

describe("readCallback", () => {
  it("an error wins, as 'OAuth Error: {error}'", () => {
    expect(readCallback(params("error=access_denied&code=abc"))).toEqual({ kind: "failed", message: "OAuth Error: access_denied" });
  });

  it("a token: the user parameter when it parses, never the token", () => {
    const encoded = btoa(JSON.stringify(user));
    expect(readCallback(params(`token=t&user=${encodeURIComponent(encoded)}`))).toEqual({ kind: "token", user });
    expect(readCallback(params("token=t&user=%%%"))).toEqual({ kind: "token", user: null });
  });

  it("a code is exchanged, with the state and the provider (github by default)", () => {
    expect(readCallback(params("code=abc&state=xyz"))).toEqual({ kind: "exchange", code: "abc", state: "xyz", provider: "github" });
    expect(readCallback(params("code=abc&provider=google"))).toMatchObject({ provider: "google", state: null });
  });

  it("no code and no token is an error", () => {
    expect(readCallback(params(""))).toEqual({ kind: "failed", message: "No authorization code received from OAuth provider" });
  });
});

describe("decodeUserParameter", () => {
  it("reads base64url and UTF-8 names", () => {
    const json = JSON.stringify({ ...user, firstname: "Zoë" });
    const base64url = btoa(String.fromCharCode(...new TextEncoder().encode(json))).replace(/\+/g, "-").replace(/\//g, "_");
    expect(decodeUserParameter(base64url)?.firstname).toBe("Zoë");
    expect(decodeUserParameter(btoa("[1,2]"))).toBeNull();
  });
});

describe("exchangeOutcome", () => {
  const answered = (status: number, body: Record<string, unknown>): ApiAnswer => ({ kind: "answered", ok: status < 300, status, body });

  it("success with a token signs in", () => {
    expect(exchangeOutcome(answered(200, { success: true, token: "t", user }))).toEqual({ kind: "signed-in", user });
  });

  it("not ok: 'HTTP {status}: {the server's words}'", () => {
    expect(exchangeOutcome(answered(400, { success: false, error: "Expired" }))).toEqual({ kind: "failed", message: "HTTP 400: Expired" });
    expect(exchangeOutcome(answered(502, {}))).toEqual({ kind: "failed", message: "HTTP 502: Authentication failed" });
  });

  it("ok without success: the message, the error, or 'Authentication failed'", () => {
    expect(exchangeOutcome(answered(200, { success: false, error: "No email" }))).toEqual({ kind: "failed", message: "No email" });
    expect(exchangeOutcome(answered(200, {}))).toEqual({ kind: "failed", message: "Authentication failed" });
  });

  it("a network failure: 'Authentication error: {message}'", () => {
    expect(exchangeOutcome({ kind: "network" })).toEqual({ kind: "failed", message: "Authentication error: Network error" });
  });
});
