// A page in Chromium that runs the engine through the same TypeScript wrapper as the app, on a
// made-up origin that Playwright serves entirely from memory: no server, no app build. Used by the
// speed benchmark and the Node/workerd/Chromium parity test.
import { readFileSync } from "node:fs";
import { build } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { wasmPath } from "./node-engine.ts";

const ORIGIN = "http://engine.test";

const entry = `
  import { loadEngineFromUrl } from "./sentiment-wasm/ts/index.ts";
  window.sentioEngine = loadEngineFromUrl("/sentiment.wasm");
`;

async function bundleWrapper(): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: new URL("../..", import.meta.url).pathname, loader: "ts" },
    bundle: true,
    format: "esm",
    write: false,
    target: "es2022",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error("esbuild produced no output for the engine page");
  return output.text;
}

/** Opens a page whose `window.sentioEngine` is a promise of the engine. */
export async function openEnginePage(browser: Browser): Promise<Page> {
  const [script, wasm] = [await bundleWrapper(), readFileSync(wasmPath)];
  const page = await browser.newPage();
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/engine.js") return route.fulfill({ contentType: "text/javascript", body: script });
    if (path === "/sentiment.wasm") return route.fulfill({ contentType: "application/wasm", body: wasm });
    return route.fulfill({ contentType: "text/html", body: '<!doctype html><script type="module" src="/engine.js"></script>' });
  });
  await page.goto(`${ORIGIN}/`);
  await page.waitForFunction(() => "sentioEngine" in window);
  await page.evaluate(async () => {
    await (window as unknown as { sentioEngine: Promise<unknown> }).sentioEngine;
  });
  return page;
}
