import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from worker/db/schema.ts; wrangler applies them to D1.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
