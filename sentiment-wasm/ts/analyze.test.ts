import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createEngine, type SentimentAnalysis } from "./index";

function newEngine() {
  const bytes = new Uint8Array(readFileSync(new URL("../dist/sentiment.wasm", import.meta.url)));
  const instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), {});
  return { engine: createEngine(instance), memory: instance.exports["memory"] as WebAssembly.Memory };
}

describe("engine.analyze", () => {
  const { engine } = newEngine();

  it("returns the typed result", () => {
    const result: SentimentAnalysis = engine.analyze("I love it! 😍");
    expect(result.label).toBe("POSITIVE");
    expect(result.compound).toBeGreaterThan(0.5);
    expect(result.dominantEmotion).toBe("joy");
    expect(Object.keys(result.emotions).sort()).toEqual(["anger", "disgust", "fear", "joy", "sadness", "surprise"]);
    expect(result.sentences).toBeUndefined();
    expect(result.tokens).toBeUndefined();
  });

  it("with detail, gives sentences and tokens with UTF-16 offsets into the JavaScript string", () => {
    const text = "Café 😀 was great. The wait was awful.";
    const result = engine.analyze(text, { detail: true });
    expect(result.sentences?.map((s) => text.slice(s.start, s.end))).toEqual(["Café 😀 was great.", "The wait was awful."]);
    expect(result.tokens?.map((t) => text.slice(t.start, t.end))).toEqual(["😀", "great", "awful"]);
  });

  it("the fast summary path agrees with the full JSON result", () => {
    const texts = ["", "I love it! 😍", "Not bad, kind of good.", "TERRIBLE!!! never again :(", "Wow... what a surprise", "plain words here"];
    for (const text of texts) {
      const { sentences: _sentences, tokens: _tokens, ...full } = engine.analyze(text, { detail: true });
      expect(engine.analyze(text), text).toEqual(full);
    }
  });

  it("handles empty, huge and unusual text", () => {
    expect(engine.analyze("").label).toBe("NEUTRAL");
    expect(engine.analyze("\u0000\uFFFF\uD800 lone surrogate").label).toBeDefined();
    const big = "Wonderful service. Terrible food. ".repeat(30_000);
    expect(big.length).toBeGreaterThan(1_000_000);
    expect(Math.abs(engine.analyze(big).compound)).toBeLessThan(0.9);
  });

  it("analyses a 10 MB text in bounded memory, well inside a Worker's 128 MB", () => {
    // Punctuation is the worst case (one token per byte); a sentence without an end is cut.
    const texts = ["!".repeat(10_000_000), "Not bad at all, really good :) ".repeat(330_000), "good ".repeat(2_000_000)];
    for (const text of texts) {
      const { engine: fresh, memory } = newEngine();
      const before = memory.buffer.byteLength;
      const result = fresh.analyze(text);
      expect(result.label).toBe(text.startsWith("!") ? "NEUTRAL" : "POSITIVE");
      // The input's copy (10 MB) and the buffers of one part of the text.
      expect(memory.buffer.byteLength - before).toBeLessThan(16 * 1024 * 1024);
    }
  });

  it("reads and writes the right memory after wasm memory grows between calls", () => {
    const { engine: fresh, memory } = newEngine();
    const short = "Not bad at all, really good :)";
    const expected = fresh.analyze(short);
    // Growing detaches the ArrayBuffer the wrapper's cached views were made on.
    memory.grow(1);
    expect(fresh.analyze(short)).toEqual(expected);
    // A longer text makes the wrapper reserve a bigger input buffer, then short texts reuse it.
    const longer = "Terrible service and awful food. ".repeat(1_500);
    const { sentences: _s, tokens: _t, ...longerFull } = fresh.analyze(longer, { detail: true });
    expect(fresh.analyze(longer)).toEqual(longerFull);
    memory.grow(1);
    expect(fresh.analyze(short)).toEqual(expected);
  });

  it("100,000 analyses leave memory flat", () => {
    const { engine: fresh, memory } = newEngine();
    const texts = ["Great stuff!", "I hate waiting :(", "Not bad, kind of good 👍🏽", "The meeting is at noon."];
    for (let i = 0; i < 2_000; i += 1) fresh.analyze(texts[i % texts.length] ?? "", { detail: true });
    const before = memory.buffer.byteLength;
    for (let i = 0; i < 100_000; i += 1) fresh.analyze(texts[i % texts.length] ?? "", { detail: i % 2 === 0 });
    expect(memory.buffer.byteLength).toBe(before);
  });
});
