// Wrangler, Miniflare and workerd make no network calls and keep their state in the repo.
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");

const offlineSettings = {
  WRANGLER_SEND_METRICS: "false",
  WRANGLER_SEND_ERROR_REPORTS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  XDG_CONFIG_HOME: path.join(repoRoot, ".config"),
};

/** For config files (vite, vitest): the tools they load read these from process.env. */
export function applyOfflineEnv(): void {
  for (const [name, value] of Object.entries(offlineSettings)) process.env[name] ??= value;
}

export function offlineEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...offlineSettings,
    ...extra,
  };
}
