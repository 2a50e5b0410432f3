import { applyD1Migrations, env } from "cloudflare:test";

// The same migrations wrangler applies to the local and the deployed D1.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
