// The engine in Node (CLI, benchmarks): the same .wasm the Worker and the browser run.
import { readFileSync } from "node:fs";
import { createEngine, type SentimentEngine } from "../../sentiment-wasm/ts/index.ts";

export const wasmPath = new URL("../../sentiment-wasm/dist/sentiment.wasm", import.meta.url);

/** Compiles and instantiates sentiment.wasm; throws with what to run when it is missing. */
export function loadNodeEngine(): SentimentEngine {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(readFileSync(wasmPath));
  } catch (error) {
    throw new Error("sentiment-wasm/dist/sentiment.wasm is missing: run `npm run build:wasm` first", { cause: error });
  }
  return createEngine(new WebAssembly.Instance(new WebAssembly.Module(bytes), {}));
}
