// Integration tests: the API inside workerd, with D1 (migrations applied) and R2 from wrangler.toml.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { applyOfflineEnv } from "./scripts/lib/offline-env.ts";

// Wrangler and workerd make no network calls and keep their state in the repo, however started.
applyOfflineEnv();

export default defineConfig({
  plugins: [
    cloudflareTest(async () => ({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations(path.join(import.meta.dirname, "migrations")),
          // Hermetic whatever a developer's .dev.vars holds: providers off (tests turn them on
          // with mock servers) and mail to the outbox. Empty counts as unset (worker/env.ts).
          ...Object.fromEntries(
            ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET", "MAIL_API_URL", "MAIL_API_KEY", "MAIL_FROM"].map(
              (name) => [name, ""],
            ),
          ),
        },
      },
    })),
  ],
  test: {
    include: ["tests/integration/**/*.test.ts"],
    setupFiles: ["./tests/integration/apply-migrations.ts"],
  },
});
