// Unit tests: pure functions and Node-side code (libSQL :memory: for the database).
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ["app/**/*.test.ts", "worker/**/*.test.ts", "sentiment-wasm/ts/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
  },
});
