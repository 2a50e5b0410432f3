// The sentiment engine in the Worker: the same .wasm the browser loads, imported as a module.
import sentimentWasm from "../sentiment-wasm/dist/sentiment.wasm";
import { instantiateEngine, type SentimentEngine } from "../sentiment-wasm/ts/index";

export function getEngine(): Promise<SentimentEngine> {
  return instantiateEngine(sentimentWasm);
}
