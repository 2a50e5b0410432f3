/**
 * The one TypeScript wrapper around the Rust engine (`sentiment-wasm`), for
 * both sides of the app:
 *
 * - **Worker:** the bundler hands over a compiled module
 *   (`import mod from "../sentiment-wasm/dist/sentiment.wasm"`); call
 *   {@link instantiateEngine}`(mod)`. It instantiates once per module.
 * - **Browser:** call {@link loadEngineFromUrl}`(url)` with the URL of the
 *   `.wasm` asset. It fetches and instantiates once per URL.
 *
 * Both give a {@link SentimentEngine}. The module needs no imports (it is
 * instantiated with `{}`), and every call copies its input into wasm memory
 * and frees it again before returning, so memory does not grow with use.
 *
 * The C ABI used here is documented in `sentiment-wasm/src/ffi.rs`.
 *
 * @module
 */

/** The six emotions the engine weighs. */
export type EmotionName = "joy" | "sadness" | "anger" | "fear" | "surprise" | "disgust";

/** How much one token, or one idiom scored whole, moved the score; offsets index the JavaScript string. */
export type TokenContribution = {
  /** UTF-16 offset of its start in the analysed string. */
  start: number;
  /** UTF-16 offset just past its end. */
  end: number;
  /** Final valence after every rule (VADER's −4..4 scale; emphasis can exceed it). */
  valence: number;
  /** The rules that changed it: "negated", "boosted", "idiom", "caps", … */
  notes: string[];
};

/** One sentence's result; offsets index the JavaScript string. */
export type SentenceAnalysis = {
  start: number;
  end: number;
  compound: number;
  label: SentimentLabel;
};

export type SentimentLabel = "POSITIVE" | "NEGATIVE" | "NEUTRAL";

/** The engine's result for one text. */
export type SentimentAnalysis = {
  label: SentimentLabel;
  /** −1..1. */
  compound: number;
  /** 0..1: higher when the evidence is strong and one-sided. */
  confidence: number;
  /** Shares of positive, negative and neutral evidence; they sum to 1. */
  proportions: { positive: number; negative: number; neutral: number };
  /** Each 0..1. */
  emotions: Record<EmotionName, number>;
  /** The strongest emotion, or "neutral" when the evidence is weak. */
  dominantEmotion: EmotionName | "neutral";
  statistics: {
    wordCount: number;
    sentenceCount: number;
    positiveWords: number;
    negativeWords: number;
    sentimentWordsFound: number;
    averageWordsPerSentence: number;
  };
  engineVersion: string;
  lexiconHash: string;
  /** Present when analysed with `{ detail: true }`. */
  sentences?: SentenceAnalysis[];
  /** Present when analysed with `{ detail: true }`: tokens (or whole idioms) with a non-zero contribution. */
  tokens?: TokenContribution[];
};

/** The engine's API. */
export type SentimentEngine = {
  /**
   * Analyses the sentiment and emotions of `text`. With `{ detail: true }`
   * the result also has per-sentence results and token contributions.
   */
  analyze(text: string, options?: { detail?: boolean }): SentimentAnalysis;
};

/** Error code of the C ABI: the input is not valid UTF-8. */
export const WASM_ERROR_INVALID_UTF8 = -1;
/** Error code of the C ABI: null pointer with a non-zero length. */
export const WASM_ERROR_NULL_POINTER = -2;

/** Why a {@link SentimentEngineError} was thrown. */
export type SentimentEngineErrorCode =
  /** The engine rejected its input as invalid UTF-8 (wasm code -1). */
  | "INVALID_UTF8"
  /** The engine was given a null pointer (wasm code -2). */
  | "NULL_POINTER"
  /** The engine returned a negative code this wrapper does not know. */
  | "ENGINE_ERROR"
  /** `sentiment_alloc` could not allocate the input buffer. */
  | "ALLOC_FAILED"
  /** The instance lacks an export this wrapper needs. */
  | "BAD_MODULE"
  /** The `.wasm` could not be fetched. */
  | "LOAD_FAILED";

/** An error from the engine or from loading it. */
export class SentimentEngineError extends Error {
  override readonly name = "SentimentEngineError";
  /** What went wrong, as a stable code to branch on. */
  readonly code: SentimentEngineErrorCode;
  /** The negative code returned by the wasm function, when there was one. */
  readonly wasmCode: number | null;

  constructor(
    code: SentimentEngineErrorCode,
    message: string,
    options: { wasmCode?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.wasmCode = options.wasmCode ?? null;
  }
}

/** The exports of `sentiment.wasm` (see `sentiment-wasm/src/ffi.rs`). */
type SentimentExports = {
  memory: WebAssembly.Memory;
  /** Caller-owned buffer of `len` bytes, or 0 on failure. */
  sentiment_alloc: (len: number) => number;
  /** Gives back a buffer from `sentiment_alloc` with the same `len`. */
  sentiment_free: (ptr: number, len: number) => void;
  /** Last error message (module-owned), valid until the next call. */
  sentiment_last_error_ptr: () => number;
  sentiment_last_error_len: () => number;
  /** 0, or a negative error code; the JSON result is module-owned. */
  sentiment_analyze: (ptr: number, len: number, flags: number) => number;
  sentiment_result_ptr: () => number;
  sentiment_result_len: () => number;
  /** 0, or a negative error code; the summary numbers are module-owned. */
  sentiment_summarize: (ptr: number, len: number) => number;
  sentiment_summary_ptr: () => number;
  /** A module-owned input buffer of at least `len` bytes, or 0. */
  sentiment_input_reserve: (len: number) => number;
};

/** `sentiment_analyze` flag: include sentences and token contributions. */
const FLAG_DETAIL = 1;

type ExportedFunctionName = Exclude<keyof SentimentExports, "memory">;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function exportedFunction<K extends ExportedFunctionName>(
  exports: WebAssembly.Exports,
  name: K,
): SentimentExports[K] {
  const value = exports[name];
  if (typeof value !== "function") {
    throw new SentimentEngineError("BAD_MODULE", `sentiment.wasm does not export function ${name}`);
  }
  return value as SentimentExports[K];
}

function readExports(instance: WebAssembly.Instance): SentimentExports {
  const { exports } = instance;
  const memory = exports["memory"];
  if (!(memory instanceof WebAssembly.Memory)) {
    throw new SentimentEngineError("BAD_MODULE", "sentiment.wasm does not export its memory");
  }
  return {
    memory,
    sentiment_alloc: exportedFunction(exports, "sentiment_alloc"),
    sentiment_free: exportedFunction(exports, "sentiment_free"),
    sentiment_last_error_ptr: exportedFunction(exports, "sentiment_last_error_ptr"),
    sentiment_last_error_len: exportedFunction(exports, "sentiment_last_error_len"),
    sentiment_analyze: exportedFunction(exports, "sentiment_analyze"),
    sentiment_result_ptr: exportedFunction(exports, "sentiment_result_ptr"),
    sentiment_result_len: exportedFunction(exports, "sentiment_result_len"),
    sentiment_summarize: exportedFunction(exports, "sentiment_summarize"),
    sentiment_summary_ptr: exportedFunction(exports, "sentiment_summary_ptr"),
    sentiment_input_reserve: exportedFunction(exports, "sentiment_input_reserve"),
  };
}

/** Copies the module-owned last-error message out of wasm memory. */
function lastError(wasm: SentimentExports): string {
  const len = wasm.sentiment_last_error_len() >>> 0;
  if (len === 0) return "";
  const ptr = wasm.sentiment_last_error_ptr() >>> 0;
  return decoder.decode(new Uint8Array(wasm.memory.buffer, ptr, len));
}

function errorForCode(code: number, message: string): SentimentEngineError {
  const kind: SentimentEngineErrorCode =
    code === WASM_ERROR_INVALID_UTF8
      ? "INVALID_UTF8"
      : code === WASM_ERROR_NULL_POINTER
        ? "NULL_POINTER"
        : "ENGINE_ERROR";
  return new SentimentEngineError(kind, message || `sentiment engine error ${String(code)}`, {
    wasmCode: code,
  });
}

/**
 * Copies `text` into wasm memory as UTF-8, calls `fn` with the pointer and
 * length, and frees the buffer afterwards, whatever happens.
 */
function withUtf8<T>(
  wasm: SentimentExports,
  text: string,
  fn: (ptr: number, len: number) => T,
): T {
  const bytes = encoder.encode(text);
  const len = bytes.length;
  // Pointers come back as signed i32: `>>> 0` reads them as unsigned.
  const ptr = wasm.sentiment_alloc(len) >>> 0;
  if (ptr === 0) {
    throw new SentimentEngineError(
      "ALLOC_FAILED",
      lastError(wasm) || `sentiment_alloc(${String(len)}) failed`,
    );
  }
  try {
    // Make the view after allocating: growing memory detaches older views.
    new Uint8Array(wasm.memory.buffer, ptr, len).set(bytes);
    return fn(ptr, len);
  } finally {
    wasm.sentiment_free(ptr, len);
  }
}

/** Texts up to this many UTF-16 units go through the reusable input buffer. */
const SHORT_TEXT_UNITS = 64 * 1024;

/**
 * The module's reusable input buffer (`sentiment_input_reserve`) as one
 * engine sees it. The pointer stays valid until the next reserve, so it is
 * reserved again only when a text needs more room; the view is remade only
 * when wasm memory has grown. Growing detaches the old `ArrayBuffer`, and a
 * view of a detached buffer has length 0: checking that is a field read, where
 * comparing with `memory.buffer` calls into the runtime (~20 ns a time).
 */
type InputBuffer = { ptr: number; capacity: number; view: Uint8Array | null };

/**
 * Writes `text` as UTF-8 into the module's reusable input buffer and calls
 * `fn` with its pointer and length: no allocation and one wasm call per
 * analysis. Longer texts go through {@link withUtf8}, which sizes a buffer
 * exactly.
 */
function withInput<T>(
  wasm: SentimentExports,
  input: InputBuffer,
  text: string,
  fn: (ptr: number, len: number) => T,
): T {
  if (text.length > SHORT_TEXT_UNITS) return withUtf8(wasm, text, fn);
  // UTF-8 needs at most 3 bytes per UTF-16 unit.
  const needed = text.length * 3;
  if (needed > input.capacity) {
    const capacity = Math.min(Math.max(needed, 2 * input.capacity, 1024), SHORT_TEXT_UNITS * 3);
    const ptr = wasm.sentiment_input_reserve(capacity) >>> 0;
    if (ptr === 0) {
      throw new SentimentEngineError("ALLOC_FAILED", lastError(wasm) || `sentiment_input_reserve(${String(capacity)}) failed`);
    }
    input.ptr = ptr;
    input.capacity = capacity;
    input.view = null;
  }
  if (input.view === null || input.view.length === 0) {
    input.view = new Uint8Array(wasm.memory.buffer, input.ptr, input.capacity);
  }
  const { written } = encoder.encodeInto(text, input.view);
  return fn(input.ptr, written);
}

const EMOTION_ORDER: EmotionName[] = ["joy", "sadness", "anger", "fear", "surprise", "disgust"];
const SUMMARY_LENGTH = 19;

/** Builds the result from the numbers of `sentiment_summarize` (order: see ffi.rs). */
function summaryFromNumbers(n: Float64Array, engineVersion: string, lexiconHash: string): SentimentAnalysis {
  const at = (i: number) => n[i] ?? 0;
  const dominant = at(12);
  return {
    label: at(0) > 0 ? "POSITIVE" : at(0) < 0 ? "NEGATIVE" : "NEUTRAL",
    compound: at(1),
    confidence: at(2),
    proportions: { positive: at(3), negative: at(4), neutral: at(5) },
    emotions: { joy: at(6), sadness: at(7), anger: at(8), fear: at(9), surprise: at(10), disgust: at(11) },
    dominantEmotion: dominant >= 0 ? (EMOTION_ORDER[dominant] ?? "neutral") : "neutral",
    statistics: {
      wordCount: at(13),
      sentenceCount: at(14),
      positiveWords: at(15),
      negativeWords: at(16),
      sentimentWordsFound: at(17),
      averageWordsPerSentence: at(18),
    },
    engineVersion,
    lexiconHash,
  };
}

/**
 * Wraps an instance of `sentiment.wasm`. Checks its exports once, up front.
 *
 * @throws {SentimentEngineError} `BAD_MODULE` if an export is missing.
 */
export function createEngine(instance: WebAssembly.Instance): SentimentEngine {
  const wasm = readExports(instance);
  // The engine's version and lexicon hash never change for an instance: read them once.
  let identity: { engineVersion: string; lexiconHash: string } | null = null;
  const input: InputBuffer = { ptr: 0, capacity: 0, view: null };
  // The summary lives at a fixed address (see sentiment_summary_ptr); the view is remade
  // only when memory has grown, which leaves the old one with length 0 (see InputBuffer).
  let summary: Float64Array | null = null;
  // Made once, not per call: the summary path is the hot one (news ingestion, batch scoring).
  const summarize = (ptr: number, len: number): SentimentAnalysis => {
    const code = wasm.sentiment_summarize(ptr, len);
    if (code < 0) throw errorForCode(code, lastError(wasm));
    if (summary === null || summary.length === 0) {
      summary = new Float64Array(wasm.memory.buffer, wasm.sentiment_summary_ptr() >>> 0, SUMMARY_LENGTH);
    }
    const { engineVersion, lexiconHash } = identity ?? { engineVersion: "", lexiconHash: "" };
    return summaryFromNumbers(summary, engineVersion, lexiconHash);
  };
  const engine: SentimentEngine = {
    analyze(text: string, options?: { detail?: boolean }): SentimentAnalysis {
      const detail = options?.detail === true;
      if (!detail && identity) return withInput(wasm, input, text, summarize);
      return withInput(wasm, input, text, (ptr, len) => {
        const code = wasm.sentiment_analyze(ptr, len, detail ? FLAG_DETAIL : 0);
        if (code < 0) throw errorForCode(code, lastError(wasm));
        // The result is module-owned until the next analysis: decode it now.
        const resultPtr = wasm.sentiment_result_ptr() >>> 0;
        const resultLen = wasm.sentiment_result_len() >>> 0;
        return JSON.parse(decoder.decode(new Uint8Array(wasm.memory.buffer, resultPtr, resultLen))) as SentimentAnalysis;
      });
    },
  };
  const { engineVersion, lexiconHash } = engine.analyze("", { detail: true });
  identity = { engineVersion, lexiconHash };
  return engine;
}

const enginesByModule = new WeakMap<WebAssembly.Module, Promise<SentimentEngine>>();

/**
 * For the Worker: instantiates a compiled `sentiment.wasm` module once and
 * returns the engine. Later calls with the same module share that engine.
 */
export function instantiateEngine(module: WebAssembly.Module): Promise<SentimentEngine> {
  let engine = enginesByModule.get(module);
  if (engine === undefined) {
    engine = WebAssembly.instantiate(module, {}).then(createEngine);
    enginesByModule.set(module, engine);
    // A failure is not cached: the next call tries again.
    void engine.catch(() => enginesByModule.delete(module));
  }
  return engine;
}

/**
 * The browser parts of the WebAssembly API. The Workers type definitions
 * leave them out, so they are reached through this type and checked at run
 * time.
 */
type BrowserWebAssembly = {
  instantiateStreaming?: (
    source: Response,
    imports: WebAssembly.Imports,
  ) => Promise<{ instance: WebAssembly.Instance }>;
  instantiate: (
    bytes: ArrayBuffer,
    imports: WebAssembly.Imports,
  ) => Promise<{ instance: WebAssembly.Instance }>;
};

/** `instantiateStreaming` insists on exactly this content type. */
function isWasmContentType(response: Response): boolean {
  const type = response.headers.get("content-type");
  return type !== null && type.trim().toLowerCase() === "application/wasm";
}

async function fetchInstance(url: string): Promise<WebAssembly.Instance> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch (cause) {
    throw new SentimentEngineError("LOAD_FAILED", `could not fetch ${url}`, { cause });
  }
  if (!response.ok) {
    throw new SentimentEngineError(
      "LOAD_FAILED",
      `could not fetch ${url}: HTTP ${String(response.status)}`,
    );
  }
  const wasm = WebAssembly as unknown as BrowserWebAssembly;
  if (typeof wasm.instantiateStreaming === "function" && isWasmContentType(response)) {
    return (await wasm.instantiateStreaming(response, {})).instance;
  }
  // Served with another content type (or no streaming API): compile from bytes.
  const bytes = await response.arrayBuffer();
  return (await wasm.instantiate(bytes, {})).instance;
}

const enginesByUrl = new Map<string, Promise<SentimentEngine>>();

/**
 * For the browser: fetches `sentiment.wasm` from `url` and instantiates it
 * (streaming when the server sends `application/wasm`, from bytes otherwise).
 * Calls with the same `url` share one load; a failed load is forgotten, so
 * calling again retries.
 *
 * @throws {SentimentEngineError} `LOAD_FAILED` if the fetch fails (the
 *   promise rejects); a WebAssembly `CompileError` if the bytes are not wasm.
 */
export function loadEngineFromUrl(url: string): Promise<SentimentEngine> {
  let engine = enginesByUrl.get(url);
  if (engine === undefined) {
    engine = fetchInstance(url).then(createEngine);
    enginesByUrl.set(url, engine);
    // A failure is not cached: the next call tries again.
    void engine.catch(() => enginesByUrl.delete(url));
  }
  return engine;
}
