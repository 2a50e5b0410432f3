import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig, type Plugin, type PluginOption } from "vite";
import { applyOfflineEnv } from "./scripts/lib/offline-env.ts";

// Wrangler and workerd make no network calls and keep their state in the repo, however started.
applyOfflineEnv();

// vanilla-extract's plugin sets `ssr.external`, which the Cloudflare plugin rejects for a
// Workers environment (workers-sdk#10287, vanilla-extract#1603). Drop that one key.
// See docs/decisions/005-vanilla-extract-ssr-external.md.
function vanillaExtractForWorkers(): PluginOption {
  return vanillaExtractPlugin().map((plugin: Plugin) => {
    const originalConfig = plugin.config;
    if (typeof originalConfig !== "function") return plugin;
    return {
      ...plugin,
      async config(...args) {
        const result = await originalConfig.apply(this, args);
        if (result && typeof result === "object" && "ssr" in result && result.ssr) {
          const { external: _external, ...ssr } = result.ssr;
          return { ...result, ssr };
        }
        return result;
      },
    } satisfies Plugin;
  });
}

export default defineConfig({
  plugins: [
    cloudflare({
      viteEnvironment: { name: "ssr" },
      // Tests and benchmarks run against their own throwaway local D1/R2 (see scripts/lib/app-server.ts).
      persistState: process.env.SENTIO_STATE_DIR ? { path: process.env.SENTIO_STATE_DIR } : true,
      inspectorPort: process.env.SENTIO_STATE_DIR ? false : undefined,
    }),
    vanillaExtractForWorkers(),
    reactRouter(),
  ],
  build: {
    // Vite would inline small assets as data: URLs; the browser must fetch the real .wasm.
    assetsInlineLimit: (file) => (file.endsWith(".wasm") ? false : undefined),
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
  },
  preview: {
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
  },
});
