// End-to-end tests: the built app (`vite preview`, workerd) in Debian's Chromium.
// tests/e2e/global-setup.ts starts the server in its own process group and always stops it.
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, CHROMIUM_PATH } from "./scripts/lib/chromium.ts";

export const E2E_PORT = Number(process.env["E2E_PORT"] ?? 4390);

export default defineConfig({
  testDir: "./tests/e2e",
  outputDir: "./test-results",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: CHROMIUM_PATH, args: chromiumArgs },
      },
    },
  ],
});
