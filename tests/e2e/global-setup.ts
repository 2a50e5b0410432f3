import path from "node:path";
import { startAppServer } from "../../scripts/lib/app-server.ts";
import { repoRoot } from "../../scripts/lib/offline-env.ts";
import { E2E_PORT } from "../../playwright.config.ts";

/** Starts the built app against a fresh local D1; the returned function is the global teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startAppServer({ port: E2E_PORT, stateDir: path.join(repoRoot, ".wrangler", "e2e-state") });
  let stopped: Promise<void> | undefined;
  const stop = () => (stopped ??= server.stop());
  // Interrupted runs stop the server too.
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop().then(() => process.exit(130)));
  return stop;
}
