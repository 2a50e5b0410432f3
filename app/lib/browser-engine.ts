// The sentiment engine in the browser: the same .wasm the Worker runs, fetched once and cached.
import wasmUrl from "../../sentiment-wasm/dist/sentiment.wasm?url";
import { loadEngineFromUrl, type SentimentEngine } from "../../sentiment-wasm/ts/index";

export function loadBrowserEngine(): Promise<SentimentEngine> {
  return loadEngineFromUrl(wasmUrl);
}
