// Typed bindings and variables of the Worker, checked once per isolate.
// Nothing else reads `env` untyped; a missing setting fails here with its name.
import { z } from "zod";

export type Environment = "development" | "production";

export interface Env {
  DB: D1Database;
  PHOTOS: R2Bucket;
  APP_URL: string;
  ENVIRONMENT: Environment;
  IP_HASH_SECRET: string;
  // OAuth apps: a provider whose id and secret are not both set is switched off, not an error
  // (its button says so; see worker/auth/oauth-providers.ts).
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  // HTTP mail API (worker/mail/): required in production; development writes to the outbox.
  MAIL_API_URL?: string;
  MAIL_API_KEY?: string;
  MAIL_FROM?: string;
}

const binding = (methods: string[]) =>
  z.custom<object>(
    (value) =>
      typeof value === "object" &&
      value !== null &&
      methods.every((method) => typeof (value as Record<string, unknown>)[method] === "function"),
    { message: `a binding with ${methods.join(", ")}` },
  );

// An empty var counts as unset, so `GOOGLE_CLIENT_ID = ""` in wrangler.toml switches Google off.
const optionalString = z.preprocess((value) => (value === "" ? undefined : value), z.string().optional());

const MAIL_SETTINGS = ["MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM"] as const;

const EnvSchema = z
  .object({
    DB: binding(["prepare", "batch"]),
    PHOTOS: binding(["get", "put", "delete"]),
    APP_URL: z.url(),
    ENVIRONMENT: z.enum(["development", "production"]),
    IP_HASH_SECRET: z.string().min(16, "at least 16 characters"),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GITHUB_CLIENT_ID: optionalString,
    GITHUB_CLIENT_SECRET: optionalString,
    MAIL_API_URL: z.preprocess((value) => (value === "" ? undefined : value), z.url().optional()),
    MAIL_API_KEY: optionalString,
    MAIL_FROM: optionalString,
  })
  .superRefine((env, context) => {
    // Without mail a deployed app cannot send reset links; say so at start, not at the first reset.
    // In development all three may be absent (mail goes to the outbox) or all set (real sending).
    const present = MAIL_SETTINGS.filter((name) => env[name] !== undefined);
    if (env.ENVIRONMENT !== "production" && present.length === 0) return;
    for (const name of MAIL_SETTINGS) {
      if (env[name] === undefined) context.addIssue({ code: "custom", path: [name], message: "required to send mail" });
    }
  });

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

const checkedEnvs = new WeakMap<object, Env>();

/** Returns the environment, typed, or throws a ConfigurationError naming each bad setting. */
export function readEnv(rawEnv: object): Env {
  const cached = checkedEnvs.get(rawEnv);
  if (cached) return cached;
  const result = EnvSchema.safeParse(rawEnv);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      const value = (rawEnv as Record<string, unknown>)[name];
      return value === undefined
        ? `${name} is missing`
        : `${name} is invalid (${issue.message})`;
    });
    throw new ConfigurationError(
      `Sentio AI configuration error: ${problems.join("; ")}. ` +
        "Set it in wrangler.toml [vars] or with `wrangler secret put` (see README, Configuration).",
    );
  }
  const env = { ...(rawEnv as Env), ...(result.data as Partial<Env>) };
  checkedEnvs.set(rawEnv, env);
  return env;
}

export type AppEnv = { Bindings: Env };
