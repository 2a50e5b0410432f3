import { describe, expect, it } from "vitest";
import { ConfigurationError, readEnv } from "./env";

const binding = (...methods: string[]) => Object.fromEntries(methods.map((name) => [name, () => undefined]));

const validEnv = {
  DB: binding("prepare", "batch"),
  PHOTOS: binding("get", "put", "delete"),
  APP_URL: "https://sentio.example.com",
  ENVIRONMENT: "production",
  IP_HASH_SECRET: "a-secret-of-sufficient-length",
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
  ];
  for (const [name, override, message] of failures) {
    it(`fails naming the setting: ${name}`, () => {
      const raw = Object.fromEntries(Object.entries({ ...validEnv, ...override }).filter(([, value]) => value !== undefined));
      expect(() => readEnv(raw)).toThrow(ConfigurationError);
      expect(() => readEnv(raw)).toThrow(message);
    });
  }

  it("names every bad setting at once", () => {
    expect(() => readEnv({})).toThrow(/DB is missing.*PHOTOS is missing.*APP_URL is missing/);
  });
});
