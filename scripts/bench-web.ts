// npm run bench:web: builds the app, opens each page once in a fresh Chromium context and prints
// the JavaScript and CSS a first visit downloads, gzipped. Target: <= 120 KB of JS on the
// content pages (issue 2).
import { gzipSync } from "node:zlib";
import path from "node:path";
import { buildApp, startAppServer } from "./lib/app-server.ts";
import { launchChromium } from "./lib/chromium.ts";
import { repoRoot } from "./lib/offline-env.ts";

const JS_BUDGET_BYTES = 120 * 1024;
const budgetedPages = new Set(["/", "/about", "/help", "/privacy-policy", "/contact"]);
const pages = ["/", "/about", "/help", "/privacy-policy", "/contact", "/analyze", "/this-page-does-not-exist"];

type PageWeight = { page: string; jsFiles: number; jsGzip: number; cssFiles: number; cssGzip: number; wasmGzip: number };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  if (!process.argv.includes("--no-build")) buildApp();
  const server = await startAppServer({ port: 4391, stateDir: path.join(repoRoot, ".wrangler", "bench-state") });
  const browser = await launchChromium();
  const weights: PageWeight[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext(); // empty cache: a first visit
      const tab = await context.newPage();
      const weight: PageWeight = { page, jsFiles: 0, jsGzip: 0, cssFiles: 0, cssGzip: 0, wasmGzip: 0 };
      const pending: Promise<void>[] = [];
      tab.on("response", (response) => {
        const url = response.url();
        const type = response.request().resourceType();
        const kind = url.endsWith(".wasm") ? "wasm" : type === "script" ? "js" : type === "stylesheet" ? "css" : null;
        if (!kind) return;
        pending.push(
          response.body().then((body) => {
            const size = gzipSync(body).length;
            if (kind === "js") {
              weight.jsFiles += 1;
              weight.jsGzip += size;
            } else if (kind === "css") {
              weight.cssFiles += 1;
              weight.cssGzip += size;
            } else weight.wasmGzip += size;
          }),
        );
      });
      await tab.goto(server.url + page, { waitUntil: "networkidle" });
      await Promise.all(pending);
      weights.push(weight);
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const rows = weights.map((w) => ({
    page: w.page,
    "JS files": w.jsFiles,
    "JS gzip KB": kb(w.jsGzip),
    "CSS files": w.cssFiles,
    "CSS gzip KB": kb(w.cssGzip),
    "wasm gzip KB": kb(w.wasmGzip),
    "JS target": budgetedPages.has(w.page) ? (w.jsGzip <= JS_BUDGET_BYTES ? "ok (<= 120 KB)" : "OVER 120 KB") : "-",
  }));
  console.table(rows);
  const over = weights.filter((w) => budgetedPages.has(w.page) && w.jsGzip > JS_BUDGET_BYTES);
  if (over.length > 0) {
    console.log(`Over the JavaScript budget: ${over.map((w) => w.page).join(", ")}`);
    process.exitCode = 1;
  }
}

await main();
