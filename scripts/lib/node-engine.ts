// The engine in Node (CLI, benchmarks): the same .wasm the Worker and the browser run.
import { readFileSync } from "node:fs";
import { createEngine, type SentimentEngine } from "../../sentiment-wasm/ts/index.ts";

export const wasmPath = new URL("../../sentiment-wasm/dist/sentiment.wasm", import.meta.url);

/** Compiles and instantiates sentiment.wasm; throws with what to run when it is missing. */
export function loadNodeEngine(): SentimentEngine {
  return instantiateNodeEngine().engine;
}

/** {@link loadNodeEngine}, with the instance's wasm memory, to see how much it grows. */
export function instantiateNodeEngine(): { engine: SentimentEngine; memory: WebAssembly.Memory } {
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = new Uint8Array(readFileSync(wasmPath));
  } catch (error) {
    throw new Error("sentiment-wasm/dist/sentiment.wasm is missing: run `npm run build:wasm` first", { cause: error });
  }
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {});
  return { engine: createEngine(instance), memory: instance.exports["memory"] as WebAssembly.Memory };
}
