import { describe, expect, it } from "vitest";
import { type ApiAnswer, callAccountApi, errorListOf, loginFailure, messageOrSomethingWentWrong, resetFailure, signupFailure, userOf } from "./account-api";

const answered = (status: number, body: Record<string, unknown>): ApiAnswer => ({ kind: "answered", ok: status < 300, status, body });
const network: ApiAnswer = { kind: "network" };

describe("the spec's failure texts (§8)", () => {
  it("login: the server's message, else 'Login failed with status {n}', or 'Network error'", () => {
    expect(loginFailure(answered(401, { error: "Invalid email or password.", message: "Invalid email or password." }))).toBe("Invalid email or password.");
    expect(loginFailure(answered(502, {}))).toBe("Login failed with status 502");
    expect(loginFailure(network)).toBe("Network error");
  });

  it("signup: the errors array without repeats, else the message or 'Signup failed with status {n}'", () => {
    expect(signupFailure(answered(400, { errors: ["A", "B", "A", "", 3] }))).toEqual(["A", "B"]);
    expect(signupFailure(answered(409, { message: "Taken" }))).toEqual(["Taken"]);
    expect(signupFailure(answered(500, {}))).toEqual(["Signup failed with status 500"]);
    expect(signupFailure(network)).toEqual(["Network error"]);
  });

  it("reset: the errors array, else the message or 'Something went wrong'", () => {
    expect(resetFailure(answered(400, { errors: ["Expired"], message: "Expired" }))).toEqual(["Expired"]);
    expect(resetFailure(answered(500, {}))).toEqual(["Something went wrong"]);
    expect(resetFailure(network)).toEqual(["Something went wrong"]);
  });

  it("forgot password: the server's message, else 'Something went wrong'", () => {
    expect(messageOrSomethingWentWrong(answered(429, { error: "Too many" }))).toBe("Too many");
    expect(messageOrSomethingWentWrong(network)).toBe("Something went wrong");
  });

  it("errorListOf ignores a missing or malformed list", () => {
    expect(errorListOf({ errors: "nope" })).toEqual([]);
  });
});

describe("userOf", () => {
  it("reads `user` or the body itself (spec's user-profile answer), null when malformed", () => {
    const user = { firstname: "Ada", lastname: "L", email: "a@b.c", profilephoto: null };
    expect(userOf({ user, token: "x" })).toEqual(user);
    expect(userOf({ ...user, profilephoto: "/api/photos/1" })).toEqual({ ...user, profilephoto: "/api/photos/1" });
    expect(userOf({ user: { firstname: "Ada" } })).toBeNull();
  });
});

describe("callAccountApi", () => {
  it("a rejected fetch is a network failure; a non-JSON answer has an empty body", async () => {
    const failing = () => Promise.reject(new TypeError("offline"));
    expect(await callAccountApi("/api/x", {}, failing)).toEqual({ kind: "network" });
    const html = () => Promise.resolve(new Response("<html>", { status: 502 }));
    expect(await callAccountApi("/api/x", {}, html)).toEqual({ kind: "answered", ok: false, status: 502, body: {} });
  });
});
