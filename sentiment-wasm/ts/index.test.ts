// Unit tests of the wrapper against the real sentiment-wasm/dist/sentiment.wasm
// (built by `npm run build:wasm`), run in Node.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { afterEach, describe, expect, it, vi } from "vitest";

import {
  createEngine,
  instantiateEngine,
  loadEngineFromUrl,
  SentimentEngineError,
  WASM_ERROR_INVALID_UTF8,
} from "./index";

const wasmPath = fileURLToPath(new URL("../dist/sentiment.wasm", import.meta.url));

function readWasm(): Uint8Array<ArrayBuffer> {
  try {
    return new Uint8Array(readFileSync(wasmPath));
  } catch (cause) {
    throw new Error(`${wasmPath} is missing: run \`npm run build:wasm\` first`, { cause });
  }
}

const wasmBytes = readWasm();
const wasmModule = new WebAssembly.Module(wasmBytes);

function newInstance(): WebAssembly.Instance {
  // The module has no imports: an empty import object is enough.
  return new WebAssembly.Instance(wasmModule, {});
}

function memoryOf(instance: WebAssembly.Instance): WebAssembly.Memory {
  const memory = instance.exports["memory"];
  if (!(memory instanceof WebAssembly.Memory)) throw new Error("no memory export");
  return memory;
}

/** Texts in many scripts and shapes, with the words the engine counts in each. */
const cases: ReadonlyArray<readonly [name: string, text: string, words: number]> = [
  ["empty string", "", 0],
  ["spaces only", "     ", 0],
  ["whitespace only", " \t\n\r ", 0],
  ["one word", "hello", 1],
  ["ascii sentence", "I love this product", 4],
  ["repeated whitespace", "  a   b\t\tc\n\nd  ", 4],
  ["no-break space", "très\u00a0bien", 2],
  ["cyrillic", "Это очень хорошо", 3],
  ["arabic", "هذا رائع جدا", 3],
  ["chinese without spaces", "这个产品非常好", 1],
  ["ideographic space", "とても\u3000良い", 2],
  ["emoji are not words", "love it 😍 🎉", 2],
  ["zwj emoji", "👨\u200d👩\u200d👧 family", 1],
  ["lone surrogate becomes U+FFFD", "bad \ud800 pair", 2],
];

describe("sentiment.wasm", () => {
  it("needs no imports", () => {
    expect(WebAssembly.Module.imports(wasmModule)).toEqual([]);
  });

  it("exports the sentiment_* C ABI and its memory", () => {
    const names = WebAssembly.Module.exports(wasmModule).map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "memory",
        "sentiment_alloc",
        "sentiment_free",
        "sentiment_analyze",
        "sentiment_result_ptr",
        "sentiment_result_len",
        "sentiment_summarize",
        "sentiment_summary_ptr",
        "sentiment_input_reserve",
        "sentiment_last_error_ptr",
        "sentiment_last_error_len",
      ]),
    );
  });
});

describe("createEngine", () => {
  const engine = createEngine(newInstance());

  it.each(cases)("encodes and analyses: %s", (_name, text, words) => {
    expect(engine.analyze(text).statistics.wordCount).toBe(words);
    expect(engine.analyze(text, { detail: true }).statistics.wordCount).toBe(words);
  });

  it("works on the empty string, repeatedly", () => {
    for (let i = 0; i < 3; i++) expect(engine.analyze("").label).toBe("NEUTRAL");
  });

  it("analyses a long text (past the reusable input buffer)", () => {
    expect(engine.analyze("word ".repeat(100_000)).statistics.wordCount).toBe(100_000);
  });

  it("frees what it allocates: 10,000 calls do not grow memory", () => {
    const instance = newInstance();
    const local = createEngine(instance);
    const texts = cases.map(([, text]) => text);
    texts.push("x".repeat(10_000), "word ".repeat(2_000));
    // Warm-up: let the allocator reach its steady state.
    for (let i = 0; i < 100; i++) for (const text of texts) local.analyze(text, { detail: i % 2 === 0 });
    const before = memoryOf(instance).buffer.byteLength;
    for (let i = 0; i < 10_000; i++) {
      const text = texts[i % texts.length] ?? "";
      local.analyze(text, { detail: i % 2 === 0 });
    }
    expect(memoryOf(instance).buffer.byteLength).toBe(before);
  });

  it("turns a negative wasm code into SentimentEngineError with the engine's message", () => {
    const instance = newInstance();
    const real = instance.exports;
    const summarize = real["sentiment_summarize"];
    if (typeof summarize !== "function") throw new Error("no sentiment_summarize");
    // Corrupt the copied input of the first call, so that the real engine
    // sees invalid UTF-8 (a JS string always encodes to valid UTF-8).
    let corrupt = true;
    const corrupting = (ptr: number, len: number): number => {
      if (corrupt) new Uint8Array(memoryOf(instance).buffer, ptr, len).fill(0xff);
      corrupt = false;
      return (summarize as (ptr: number, len: number) => number)(ptr, len);
    };
    const fake = { exports: { ...real, sentiment_summarize: corrupting } };
    const engine = createEngine(fake);

    let error: unknown;
    try {
      engine.analyze("abc");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(SentimentEngineError);
    const engineError = error as SentimentEngineError;
    expect(engineError.code).toBe("INVALID_UTF8");
    expect(engineError.wasmCode).toBe(WASM_ERROR_INVALID_UTF8);
    expect(engineError.message).toMatch(/utf-8/i);
    // The engine stays usable afterwards.
    expect(engine.analyze("still fine").statistics.wordCount).toBe(2);
  });

  it("rejects an instance without the expected exports", () => {
    expect(() => createEngine({ exports: {} })).toThrow(
      expect.objectContaining({ code: "BAD_MODULE" }),
    );
  });
});

describe("instantiateEngine", () => {
  it("instantiates once per module", async () => {
    const first = instantiateEngine(wasmModule);
    const second = instantiateEngine(wasmModule);
    expect(second).toBe(first);
    expect((await first).analyze("one two three").statistics.wordCount).toBe(3);
    expect(await instantiateEngine(wasmModule)).toBe(await first);
  });
});

describe("loadEngineFromUrl", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function serveWasm(contentType: string) {
    const fetchMock = vi.fn(
      () =>
        Promise.resolve(
          new Response(wasmBytes.slice(), { headers: { "content-type": contentType } }),
        ),
    );
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }

  it("streams when served as application/wasm, and fetches once per url", async () => {
    const fetchMock = serveWasm("application/wasm");
    const url = "https://example.test/streaming.wasm";
    const [a, b] = await Promise.all([loadEngineFromUrl(url), loadEngineFromUrl(url)]);
    expect(a).toBe(b);
    expect(a.analyze("streamed engine").statistics.wordCount).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("falls back to bytes when the content type is wrong", async () => {
    serveWasm("application/octet-stream");
    const engine = await loadEngineFromUrl("https://example.test/octet.wasm");
    expect(engine.analyze("fallback path works").statistics.wordCount).toBe(3);
  });

  it("does not cache a failed load, so it can be retried", async () => {
    const url = "https://example.test/flaky.wasm";
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.resolve(new Response("unavailable", { status: 503 }))),
    );
    await expect(loadEngineFromUrl(url)).rejects.toMatchObject({ code: "LOAD_FAILED" });

    serveWasm("application/wasm");
    const engine = await loadEngineFromUrl(url);
    expect(engine.analyze("second try").statistics.wordCount).toBe(2);
  });
});
