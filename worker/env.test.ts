import { describe, expect, it } from "vitest";
import { ConfigurationError, readEnv } from "./env";

const binding = (...methods: string[]) => Object.fromEntries(methods.map((name) => [name, () => undefined]));

const validEnv = {
  DB: binding("prepare", "batch"),
  PHOTOS: binding("get", "put", "delete"),
  APP_URL: "https://sentio.example.com",
  ENVIRONMENT: "production",
  IP_HASH_SECRET: "a-secret-of-sufficient-length",
  MAIL_API_URL: "https://api.resend.com/emails",
  MAIL_API_KEY: "re_test_key",
  MAIL_FROM: "Sentio AI <no-reply@sentio.example.com>",
};

describe("readEnv", () => {
  it("returns the typed environment when every setting is present", () => {
    expect(readEnv({ ...validEnv })).toMatchObject({ APP_URL: "https://sentio.example.com", ENVIRONMENT: "production" });
  });

  it("checks an environment object once and caches the result", () => {
    const raw = { ...validEnv };
    expect(readEnv(raw)).toBe(readEnv(raw));
  });

  const failures: [string, Record<string, unknown>, string][] = [
    ["missing APP_URL", { APP_URL: undefined }, "APP_URL is missing"],
    ["APP_URL not a URL", { APP_URL: "localhost" }, "APP_URL is invalid"],
    ["missing DB binding", { DB: undefined }, "DB is missing"],
    ["DB is not a D1 binding", { DB: "sqlite.db" }, "DB is invalid"],
    ["missing PHOTOS binding", { PHOTOS: undefined }, "PHOTOS is missing"],
    ["unknown ENVIRONMENT", { ENVIRONMENT: "staging" }, "ENVIRONMENT is invalid"],
    ["short IP_HASH_SECRET", { IP_HASH_SECRET: "short" }, "IP_HASH_SECRET is invalid"],
    ["missing IP_HASH_SECRET", { IP_HASH_SECRET: undefined }, "IP_HASH_SECRET is missing"],
    ["production without MAIL_API_KEY", { MAIL_API_KEY: undefined }, "MAIL_API_KEY is missing"],
    ["production with an empty MAIL_FROM", { MAIL_FROM: "" }, "MAIL_FROM is invalid"],
    ["MAIL_API_URL not a URL", { MAIL_API_URL: "resend" }, "MAIL_API_URL is invalid"],
    [
      "development with only part of the mail settings",
      { ENVIRONMENT: "development", MAIL_API_URL: undefined, MAIL_FROM: undefined },
      "MAIL_API_URL is missing",
    ],
  ];
  for (const [name, override, message] of failures) {
    it(`fails naming the setting: ${name}`, () => {
      const raw = Object.fromEntries(Object.entries({ ...validEnv, ...override }).filter(([, value]) => value !== undefined));
      expect(() => readEnv(raw)).toThrow(ConfigurationError);
      expect(() => readEnv(raw)).toThrow(message);
    });
  }

  it("development needs no mail settings (mail goes to the outbox) and no OAuth settings", () => {
    const { MAIL_API_URL: _url, MAIL_API_KEY: _key, MAIL_FROM: _from, ...withoutMail } = validEnv;
    expect(readEnv({ ...withoutMail, ENVIRONMENT: "development" })).toMatchObject({ ENVIRONMENT: "development" });
  });

  it("an empty OAuth setting counts as unset", () => {
    expect(readEnv({ ...validEnv, GOOGLE_CLIENT_ID: "", GITHUB_CLIENT_ID: "id" })).toMatchObject({
      GOOGLE_CLIENT_ID: undefined,
      GITHUB_CLIENT_ID: "id",
    });
  });

  it("names every bad setting at once", () => {
    expect(() => readEnv({})).toThrow(/DB is missing.*PHOTOS is missing.*APP_URL is missing/);
  });
});
