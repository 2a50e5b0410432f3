// npm run bench:speed [-- --data ../shared/data]: throughput of the engine (wasm, under Node,
// one core) beside the npm packages vader-sentiment and sentiment, measured side by side in one
// run on the same texts; the .wasm size raw and gzipped; and the median time to analyse 2,000
// characters in Chromium. With --data, the sentences of the four VADER corpora are workloads too:
// real text, shorter than the synthetic sentences and richer in names, mentions and punctuation.
// Last, the time and wasm memory to analyse 10 MB texts (the upload limit) in a fresh instance.
// Every figure is the median of several rounds: these machines are shared and noisy.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import Sentiment from "sentiment";
import vader from "vader-sentiment";
import { launchChromium } from "./lib/chromium.ts";
import { loadVaderCorpus, missingFiles, VADER_CORPORA } from "./lib/corpora.ts";
import { openEnginePage } from "./lib/engine-page.ts";
import { instantiateNodeEngine, loadNodeEngine, wasmPath } from "./lib/node-engine.ts";
import { syntheticTexts } from "./lib/synthetic-text.ts";

const ROUNDS = 7;
const MIN_ROUND_MS = 250;

type Engine = { name: string; analyze: (text: string) => unknown };

const ours = loadNodeEngine();
const sentimentPackage = new Sentiment();
const engines: Engine[] = [
  { name: "Sentio (wasm)", analyze: (text) => ours.analyze(text) },
  { name: "sentiment (npm)", analyze: (text) => sentimentPackage.analyze(text) },
  { name: "vader-sentiment (npm)", analyze: (text) => vader.SentimentIntensityAnalyzer.polarity_scores(text) },
];

const encoder = new TextEncoder();
const utf8Bytes = (text: string) => encoder.encode(text).length;

const { values: options } = parseArgs({ options: { data: { type: "string" } }, strict: true });
const dataDir = options.data;

/** A workload named with the average size of its texts, as measured. */
function workload(label: string, texts: string[]): { name: string; texts: string[] } {
  const average = texts.reduce((sum, text) => sum + utf8Bytes(text), 0) / texts.length;
  const size = average < 10_000 ? `${Math.round(average).toLocaleString("en")} B` : `${Math.round(average / 1024).toLocaleString("en")} KB`;
  return { name: `${label} (~${size})`, texts };
}

const workloads = [
  workload("sentences", syntheticTexts(5_000, 100, 1)),
  workload("articles", syntheticTexts(1_000, 1_024, 2)),
  workload("documents", syntheticTexts(12, 100 * 1024, 3)),
];
if (dataDir !== undefined) {
  const missing = missingFiles(dataDir, VADER_CORPORA, false);
  if (missing.length > 0) throw new Error(`--data ${dataDir}: missing ${missing.join(", ")}`);
  for (const corpus of VADER_CORPORA) {
    workloads.push(workload(`VADER ${corpus}`, loadVaderCorpus(dataDir, corpus).map((row) => row.text)));
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** One round: analyse texts in order (wrapping around) until MIN_ROUND_MS have passed. */
function round(engine: Engine, texts: string[], sizes: number[]): { mbPerSecond: number; textsPerSecond: number } {
  let bytes = 0;
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < MIN_ROUND_MS || count < 3) {
    const index = count % texts.length;
    engine.analyze(texts[index] as string);
    bytes += sizes[index] as number;
    count += 1;
    elapsed = performance.now() - start;
  }
  const seconds = elapsed / 1000;
  return { mbPerSecond: bytes / 1e6 / seconds, textsPerSecond: count / seconds };
}

type Row = {
  workload: string;
  engine: string;
  "MB/s": string;
  "texts/s": string;
  "× sentiment": string;
  "× range": string;
};
const rows: Row[] = [];
for (const workload of workloads) {
  const sizes = workload.texts.map(utf8Bytes);
  const medians = new Map<string, { mb: number; texts: number }>();
  // Warm up every engine (JIT, wasm tiering) before measuring any.
  for (const engine of engines) for (const text of workload.texts.slice(0, 20)) engine.analyze(text);
  const samples = new Map<string, { mb: number[]; texts: number[] }>(engines.map((e) => [e.name, { mb: [], texts: [] }]));
  // Rounds interleave the engines so that noise hits them alike.
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const engine of engines) {
      const { mbPerSecond, textsPerSecond } = round(engine, workload.texts, sizes);
      samples.get(engine.name)?.mb.push(mbPerSecond);
      samples.get(engine.name)?.texts.push(textsPerSecond);
    }
  }
  for (const [name, sample] of samples) medians.set(name, { mb: median(sample.mb), texts: median(sample.texts) });
  const baseline = samples.get("sentiment (npm)")?.mb ?? [];
  for (const engine of engines) {
    const m = medians.get(engine.name);
    const mb = samples.get(engine.name)?.mb ?? [];
    if (!m) continue;
    // Each round's ratio pairs runs made back to back, so a change in the machine's load
    // between rounds moves both engines alike: the median of those ratios, and their spread.
    const ratios = mb.map((value, r) => value / (baseline[r] ?? Number.NaN));
    rows.push({
      workload: workload.name,
      engine: engine.name,
      "MB/s": m.mb.toFixed(2),
      "texts/s": Math.round(m.texts).toLocaleString("en"),
      "× sentiment": median(ratios).toFixed(2),
      "× range": `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}`,
    });
  }
}
console.log(
  `Throughput, one core, median of ${ROUNDS} interleaved rounds (Node ${process.version}); × sentiment is the median of the rounds' ratios, × range their lowest and highest:`,
);
console.table(rows);

const wasm = readFileSync(wasmPath);
console.log(`sentiment.wasm: ${wasm.length.toLocaleString("en")} bytes raw, ${gzipSync(wasm, { level: 9 }).length.toLocaleString("en")} bytes gzipped (level 9)`);

// A Worker has 128 MB for everything: the engine reads a long text in parts, so that its memory
// does not grow with the text (sentiment-wasm/DESIGN.md, Pipeline).
const TEN_MB = 10 * 1024 * 1024;
const longTexts = [
  { name: "prose", text: syntheticTexts(1, TEN_MB, 5)[0] ?? "" },
  { name: "punctuation only (one token a byte)", text: "!".repeat(TEN_MB) },
  { name: "one sentence without an end", text: "good ".repeat(TEN_MB / 5) },
];
const longRows = longTexts.map(({ name, text }) => {
  const { engine, memory } = instantiateNodeEngine();
  const before = memory.buffer.byteLength;
  const start = performance.now();
  engine.analyze(text);
  const ms = performance.now() - start;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  return { text: name, MB: mb(utf8Bytes(text)), ms: Math.round(ms), "wasm memory MB, before → after": `${mb(before)} → ${mb(memory.buffer.byteLength)}` };
});
console.log("10 MB texts, summary, each in a fresh instance (one run each):");
console.table(longRows);

// Chromium: 2,000 characters through the same wrapper, timed in batches (performance.now() is
// coarsened in browsers, so single calls are too short to time one by one).
const browser = await launchChromium();
try {
  const page = await openEnginePage(browser);
  const text = syntheticTexts(1, 2_000, 4)[0]?.slice(0, 2_000) ?? "";
  const perCallMs = await page.evaluate(async (input) => {
    const engine = await (window as unknown as { sentioEngine: Promise<{ analyze: (t: string) => unknown }> }).sentioEngine;
    for (let i = 0; i < 200; i += 1) engine.analyze(input);
    const batches: number[] = [];
    for (let b = 0; b < 41; b += 1) {
      const start = performance.now();
      for (let i = 0; i < 50; i += 1) engine.analyze(input);
      batches.push((performance.now() - start) / 50);
    }
    batches.sort((a, c) => a - c);
    return batches[Math.floor(batches.length / 2)] as number;
  }, text);
  console.log(`Chromium: median ${perCallMs.toFixed(3)} ms to analyse ${text.length.toLocaleString("en")} characters (41 batches of 50 calls; target ≤ 1 ms)`);
} finally {
  await browser.close();
}
