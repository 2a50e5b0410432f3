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
}

const binding = (methods: string[]) =>
  z.custom<object>(
    (value) =>
      typeof value === "object" &&
      value !== null &&
      methods.every((method) => typeof (value as Record<string, unknown>)[method] === "function"),
    { message: `a binding with ${methods.join(", ")}` },
  );

const EnvSchema = z.object({
  DB: binding(["prepare", "batch"]),
  PHOTOS: binding(["get", "put", "delete"]),
  APP_URL: z.url(),
  ENVIRONMENT: z.enum(["development", "production"]),
  IP_HASH_SECRET: z.string().min(16, "at least 16 characters"),
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
  const env = { ...(rawEnv as Env) };
  checkedEnvs.set(rawEnv, env);
  return env;
}

export type AppEnv = { Bindings: Env };
