// npm run bench:accuracy -- --data ../shared/data [--only tweets,movie,amazon,nyt,goemotions]
//
// Accuracy benchmark for issue 3: scores the Sentio engine (sentiment-wasm, loaded from
// sentiment-wasm/dist/sentiment.wasm) beside two npm baselines on the same rows, in the same run:
//
// - vader-sentiment: SentimentIntensityAnalyzer.polarity_scores(text).compound (-1..1).
// - sentiment (AFINN): analyze(text).score is an unbounded sum of word scores, so its -1..1
//   compound is that score normalised the way VADER normalises its sum: x / sqrt(x² + 15). Its
//   `comparative` (score / tokens) is shown as an extra Pearson column only.
//
// Tables:
// 1. VADER corpora (Hutto & Gilbert 2014; tweets, movie, amazon, nyt snippets): Pearson r of the
//    compound with the human mean; 3-class macro-F1 (gold positive when mean > 0.05, negative
//    when < -0.05, else neutral; baselines classified from their compound with the same ±0.05
//    band, our engine by its own `label`); binary accuracy on the rows with non-neutral gold
//    (compound sign; a compound of exactly 0 is wrong).
// 2. Whole documents rebuilt from the NYT and Amazon `A_S` snippets (sentences in order of S,
//    joined with a space; gold = mean of the sentence means): Pearson r on whole texts.
// 3. GoEmotions dev (28 labels mapped to Ekman + neutral): macro-F1 over the 7 classes of our
//    `dominantEmotion` against the multi-label gold set (see multiLabelMacroF1), with the
//    majority-class baseline; and a 3-class sentiment macro-F1 from the Ekman gold.
// 4. Calibration: our `confidence` in 5 bins, with the 3-class accuracy of our `label` per bin,
//    over the pooled VADER corpora (4a) and over the GoEmotions dev rows of 3c (4b).
//
// Targets are marked met / MISSED. The exit code is 0 whatever the scores (2 for bad arguments or
// missing data, 1 if an engine throws).
import path from "node:path";
import { parseArgs } from "node:util";
import vader from "vader-sentiment";
import Sentiment from "sentiment";
import { loadNodeEngine } from "./lib/node-engine.ts";
import {
  EKMAN_LABELS,
  VADER_CORPORA,
  ekmanToPolarity,
  loadGoEmotionsDev,
  loadVaderCorpus,
  missingFiles,
  rebuildDocuments,
  type Ekman,
  type VaderCorpusName,
} from "./lib/corpora.ts";
import {
  POLARITIES,
  binaryAccuracy,
  calibrationBins,
  macroF1,
  mostFrequentLabel,
  multiLabelMacroF1,
  normalizeScore,
  pearson,
  polarityOf,
  type Polarity,
} from "./lib/metrics.ts";

// ---------------------------------------------------------------------------------------------
// Targets (issue 3) and the figures published for VADER (paper, Table 4), for reference.
// ---------------------------------------------------------------------------------------------

const SENTENCE_R_TARGETS: Record<VaderCorpusName, number> = { tweets: 0.9, movie: 0.5, amazon: 0.62, nyt: 0.55 };
const DOCUMENT_R_TARGETS: Partial<Record<VaderCorpusName, number>> = { nyt: 0.7, amazon: 0.8 };
const GOEMOTIONS_EKMAN_F1_TARGET = 0.45;
const VADER_PAPER_R: Record<VaderCorpusName, number> = { tweets: 0.881, movie: 0.451, amazon: 0.565, nyt: 0.492 };
const VADER_PAPER_F1: Record<VaderCorpusName, number> = { tweets: 0.96, movie: 0.61, amazon: 0.63, nyt: 0.55 };
const DOCUMENT_CORPORA: readonly VaderCorpusName[] = ["nyt", "amazon"];

const DATASETS = [...VADER_CORPORA, "goemotions"] as const;
type Dataset = (typeof DATASETS)[number];

const USAGE = `usage: node scripts/bench-accuracy.ts --data <dir> [--only ${DATASETS.join(",")}]

  --data <dir>   folder holding vader-icwsm2014/ and goemotions/ (e.g. ../shared/data)
  --only <list>  comma-separated subset of: ${DATASETS.join(", ")}
                 (documents need nyt/amazon; calibration uses the VADER corpora selected)`;

class UsageError extends Error {}

function parseCommandLine(argv: string[]): { dataDir: string; datasets: Set<Dataset> } {
  let values: { data?: string; only?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { data: { type: "string" }, only: { type: "string" }, help: { type: "boolean", short: "h" } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.help === true) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.data === undefined || values.data.trim() === "") throw new UsageError("--data <dir> is required");
  const datasets = new Set<Dataset>();
  if (values.only === undefined) {
    for (const d of DATASETS) datasets.add(d);
  } else {
    for (const raw of values.only.split(",")) {
      const name = raw.trim().toLowerCase();
      if (name === "") continue;
      const known = DATASETS.find((d) => d === name);
      if (known === undefined) throw new UsageError(`--only: unknown data set ${JSON.stringify(raw)}`);
      datasets.add(known);
    }
    if (datasets.size === 0) throw new UsageError("--only: no data set given");
  }
  return { dataDir: path.resolve(values.data), datasets };
}

// ---------------------------------------------------------------------------------------------
// Engines
// ---------------------------------------------------------------------------------------------

/** The fields of the engine's analysis result that this benchmark reads. */
type OurAnalysis = {
  label: "POSITIVE" | "NEGATIVE" | "NEUTRAL";
  compound: number;
  confidence: number;
  dominantEmotion: Ekman;
};

type OurEngine = { ok: true; analyze: (text: string) => OurAnalysis } | { ok: false; reason: string };

const LABEL_POLARITY: Record<OurAnalysis["label"], Polarity> = {
  POSITIVE: "positive",
  NEGATIVE: "negative",
  NEUTRAL: "neutral",
};

/** The engine, or why it could not be loaded (the baselines still run). */
function loadOurEngine(): OurEngine {
  try {
    const engine = loadNodeEngine();
    return { ok: true, analyze: (text) => engine.analyze(text) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

const sentimentAnalyzer = new Sentiment();

/** Per-text outputs of every engine, index-aligned with the texts. */
type Runs = {
  ours: OurAnalysis[] | null;
  vader: number[];
  /** AFINN score normalised to -1..1 (x / sqrt(x² + 15)). */
  sentiment: number[];
  /** AFINN comparative (score / tokens; 0 for text without tokens). */
  sentimentComparative: number[];
};

const timings = { ours: 0, vader: 0, sentiment: 0 };

function timed<T>(key: keyof typeof timings, fn: () => T): T {
  const start = performance.now();
  try {
    return fn();
  } finally {
    timings[key] += performance.now() - start;
  }
}

function runAll(ours: OurEngine, texts: readonly string[]): Runs {
  const oursRun = ours.ok ? timed("ours", () => texts.map((t) => ours.analyze(t))) : null;
  const vaderRun = timed("vader", () => texts.map((t) => vader.SentimentIntensityAnalyzer.polarity_scores(t).compound));
  const afinn = timed("sentiment", () => texts.map((t) => sentimentAnalyzer.analyze(t)));
  return {
    ours: oursRun,
    vader: vaderRun,
    sentiment: afinn.map((a) => normalizeScore(a.score)),
    sentimentComparative: afinn.map((a) => (Number.isFinite(a.comparative) ? a.comparative : 0)),
  };
}

const oursPolarity = (run: readonly OurAnalysis[]) => run.map((a) => LABEL_POLARITY[a.label]);
const compoundPolarity = (run: readonly number[]) => run.map((c) => polarityOf(c));

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

type Cell = string | number;
const NA = "n/a";

function fmt(value: number | null, digits = 3): string {
  if (value === null || Number.isNaN(value)) return NA;
  return value.toFixed(digits);
}

const pct = (value: number) => (Number.isNaN(value) ? NA : `${(value * 100).toFixed(1)}%`);

type TargetCheck = { name: string; status: "met" | "MISSED" | "n/a" };
const targetChecks: TargetCheck[] = [];

/** Records and returns the status of a target: met when `value` passes `passes`. */
function check(name: string, value: number | null, passes: (v: number) => boolean): TargetCheck["status"] {
  const status = value === null || Number.isNaN(value) ? "n/a" : passes(value) ? "met" : "MISSED";
  targetChecks.push({ name, status });
  return status;
}

/** Prints an aligned text table: numbers right-aligned, text left-aligned. */
function printTable(title: string, headers: string[], rows: Cell[][], notes: string[] = []): void {
  const text = rows.map((row) => row.map((cell) => String(cell)));
  const widths = headers.map((h, i) => Math.max(h.length, ...text.map((row) => (row[i] ?? "").length)));
  const numeric = headers.map((_, i) => rows.every((row) => typeof row[i] === "number" || /^[-\d.%]+$/.test(String(row[i] ?? ""))));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (numeric[i] ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join("  ").trimEnd();
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of text) console.log(line(row));
  for (const note of notes) console.log(`  ${note}`);
}

// ---------------------------------------------------------------------------------------------
// Benchmarks
// ---------------------------------------------------------------------------------------------

type CorpusResult = { name: VaderCorpusName; gold: number[]; runs: Runs };

function benchSentences(results: CorpusResult[], oursNote: string): void {
  const rRows: Cell[][] = [];
  const f1Rows: Cell[][] = [];
  const binRows: Cell[][] = [];
  for (const { name, gold, runs } of results) {
    const ours = runs.ours;
    const goldPolarity = gold.map((g) => polarityOf(g));
    const counts = POLARITIES.map((p) => goldPolarity.filter((g) => g === p).length);

    const rOurs = ours === null ? null : pearson(ours.map((a) => a.compound), gold);
    const rTarget = SENTENCE_R_TARGETS[name];
    rRows.push([
      name,
      gold.length,
      fmt(rOurs),
      `>= ${rTarget.toFixed(2)}`,
      check(`${name} sentence r >= ${rTarget.toFixed(2)}`, rOurs, (v) => v >= rTarget),
      fmt(pearson(runs.vader, gold)),
      fmt(pearson(runs.sentiment, gold)),
      fmt(pearson(runs.sentimentComparative, gold)),
      fmt(VADER_PAPER_R[name]),
    ]);

    const f1Vader = macroF1(goldPolarity, compoundPolarity(runs.vader), POLARITIES).macroF1;
    const f1Ours = ours === null ? null : macroF1(goldPolarity, oursPolarity(ours), POLARITIES).macroF1;
    f1Rows.push([
      name,
      gold.length,
      counts.join("/"),
      fmt(f1Ours),
      `> ${fmt(f1Vader)}`,
      check(`${name} 3-class macro-F1 > VADER's ${fmt(f1Vader)}`, f1Ours, (v) => v > f1Vader),
      fmt(f1Vader),
      fmt(macroF1(goldPolarity, compoundPolarity(runs.sentiment), POLARITIES).macroF1),
      fmt(VADER_PAPER_F1[name], 2),
    ]);

    const binVader = binaryAccuracy(gold, runs.vader);
    binRows.push([
      name,
      binVader.n,
      ours === null ? NA : pct(binaryAccuracy(gold, ours.map((a) => a.compound)).accuracy),
      pct(binVader.accuracy),
      pct(binaryAccuracy(gold, runs.sentiment).accuracy),
    ]);
  }
  printTable(
    "1a. VADER corpora, sentences: Pearson r of compound with the human mean",
    ["corpus", "rows", "ours", "target", "status", "vader", "sentiment", "sentiment cmp", "VADER paper"],
    rRows,
    [
      oursNote,
      "sentiment = AFINN score normalised like VADER's compound, x / sqrt(x^2 + 15); sentiment cmp = its comparative (score / tokens).",
    ],
  );
  printTable(
    "1b. VADER corpora, sentences: 3-class macro-F1 (gold: mean > 0.05 positive, < -0.05 negative)",
    ["corpus", "rows", "gold pos/neg/neu", "ours", "target", "status", "vader", "sentiment", "VADER paper F1"],
    f1Rows,
    [
      "ours: its `label`; baselines: compound > 0.05 positive, < -0.05 negative, else neutral. Target: above vader (this run).",
      "VADER paper F1 (Table 4) is a reference only; it was computed differently.",
    ],
  );
  printTable(
    "1c. VADER corpora, sentences: binary accuracy on non-neutral gold (compound sign; 0 is wrong)",
    ["corpus", "non-neutral rows", "ours", "vader", "sentiment"],
    binRows,
  );
}

function benchDocuments(results: CorpusResult[], rowsByCorpus: Map<VaderCorpusName, ReturnType<typeof loadVaderCorpus>>, ours: OurEngine): void {
  const rows: Cell[][] = [];
  for (const name of DOCUMENT_CORPORA) {
    const snippets = rowsByCorpus.get(name);
    if (snippets === undefined || !results.some((r) => r.name === name)) continue;
    const docs = rebuildDocuments(snippets);
    const gold = docs.map((d) => d.mean);
    const runs = runAll(ours, docs.map((d) => d.text));
    const target = DOCUMENT_R_TARGETS[name] ?? Number.NaN;
    const rOurs = runs.ours === null ? null : pearson(runs.ours.map((a) => a.compound), gold);
    rows.push([
      name,
      docs.length,
      (snippets.length / docs.length).toFixed(1),
      fmt(rOurs),
      `>= ${target.toFixed(2)}`,
      check(`${name} document r >= ${target.toFixed(2)}`, rOurs, (v) => v >= target),
      fmt(pearson(runs.vader, gold)),
      fmt(pearson(runs.sentiment, gold)),
      fmt(pearson(runs.sentimentComparative, gold)),
    ]);
  }
  if (rows.length === 0) return;
  printTable(
    "2. Whole documents rebuilt from A_S snippets: Pearson r with the mean of the sentence means",
    ["corpus", "documents", "sentences/doc", "ours", "target", "status", "vader", "sentiment", "sentiment cmp"],
    rows,
  );
}

/** Our confidence and whether our label was right, row by row: what a calibration table bins. */
type Calibration = { confidence: number[]; correct: boolean[] };

/** Prints the GoEmotions tables; returns our 3-class rows' calibration (null without our engine). */
function benchGoEmotions(dataDir: string, ours: OurEngine, oursNote: string): Calibration | null {
  const rows = loadGoEmotionsDev(dataDir);
  const gold = rows.map((r) => r.gold);
  const runs = runAll(ours, rows.map((r) => r.text));

  const majority = mostFrequentLabel(gold, EKMAN_LABELS);
  const majorityReport = multiLabelMacroF1(gold, gold.map(() => majority), EKMAN_LABELS);
  const oursReport = runs.ours === null ? null : multiLabelMacroF1(gold, runs.ours.map((a) => a.dominantEmotion), EKMAN_LABELS);
  const oursF1 = oursReport === null ? null : oursReport.macroF1;
  printTable(
    `3a. GoEmotions dev (${String(rows.length)} rows), Ekman 7-class macro-F1 of one predicted emotion vs the gold set`,
    ["engine", "macro-F1", "pred in gold", "target", "status"],
    [
      [
        "ours (dominantEmotion)",
        fmt(oursF1),
        oursReport === null ? NA : pct(oursReport.accuracy),
        `>= ${GOEMOTIONS_EKMAN_F1_TARGET.toFixed(2)}`,
        check(`GoEmotions Ekman macro-F1 >= ${GOEMOTIONS_EKMAN_F1_TARGET.toFixed(2)}`, oursF1, (v) => v >= GOEMOTIONS_EKMAN_F1_TARGET),
      ],
      [`majority class (always ${majority})`, fmt(majorityReport.macroF1), pct(majorityReport.accuracy), "", ""],
      ["vader", NA, NA, "", ""],
      ["sentiment", NA, NA, "", ""],
    ],
    [
      oursNote,
      "Gold: 28 labels mapped to Ekman (goemotions/README.md); neutral only when it is the row's only label.",
      "Per class c: TP = pred c and c in gold; FP = pred c, c not in gold; FN = c in gold, pred not c.",
    ],
  );
  printTable(
    "3b. GoEmotions dev, Ekman per-class F1",
    ["class", "gold rows", "ours P", "ours R", "ours F1", "majority F1"],
    EKMAN_LABELS.map((label) => {
      const o = oursReport?.perClass[label];
      return [
        label,
        majorityReport.perClass[label].support,
        o === undefined ? NA : fmt(o.precision),
        o === undefined ? NA : fmt(o.recall),
        o === undefined ? NA : fmt(o.f1),
        fmt(majorityReport.perClass[label].f1),
      ];
    }),
  );

  const kept: number[] = [];
  const goldPolarity: Polarity[] = [];
  gold.forEach((g, i) => {
    const p = ekmanToPolarity(g);
    if (p === null) return;
    kept.push(i);
    goldPolarity.push(p);
  });
  const pick = <T>(values: readonly T[]) => kept.map((i) => values[i] as T);
  const sentimentRow = (name: string, pred: Polarity[] | null): Cell[] => {
    if (pred === null) return [name, NA, NA];
    const report = macroF1(goldPolarity, pred, POLARITIES);
    return [name, fmt(report.macroF1), pct(report.accuracy)];
  };
  printTable(
    `3c. GoEmotions dev, 3-class sentiment from the Ekman gold (${String(kept.length)} of ${String(rows.length)} rows; ` +
      POLARITIES.map((p) => `${p} ${String(goldPolarity.filter((g) => g === p).length)}`).join(", ") +
      ")",
    ["engine", "macro-F1", "accuracy"],
    [
      sentimentRow("ours (label)", runs.ours === null ? null : oursPolarity(pick(runs.ours))),
      sentimentRow("vader", compoundPolarity(pick(runs.vader))),
      sentimentRow("sentiment", compoundPolarity(pick(runs.sentiment))),
    ],
    [
      "Gold: positive = joy and no sadness/anger/fear/disgust; negative = one of those and no joy; neutral = neutral only;",
      "mixed and surprise-only rows skipped. Baselines: compound > 0.05 positive, < -0.05 negative, else neutral.",
    ],
  );
  if (runs.ours === null) return null;
  const oursRows = pick(runs.ours);
  return {
    confidence: oursRows.map((a) => a.confidence),
    correct: oursRows.map((a, i) => LABEL_POLARITY[a.label] === goldPolarity[i]),
  };
}

/** Our calibration over the pooled VADER corpora (null without our engine). */
function pooledCalibration(results: CorpusResult[]): Calibration | null {
  const calibration: Calibration = { confidence: [], correct: [] };
  for (const { gold, runs } of results) {
    if (runs.ours === null) return null;
    runs.ours.forEach((a, i) => {
      calibration.confidence.push(a.confidence);
      calibration.correct.push(LABEL_POLARITY[a.label] === polarityOf(gold[i] as number));
    });
  }
  return calibration;
}

function benchCalibration(title: string, calibration: Calibration | null, oursNote: string): void {
  if (calibration === null) {
    printTable(`${title}, calibration of our confidence`, ["confidence", "rows", "3-class accuracy"], [[NA, NA, NA]], [oursNote]);
    return;
  }
  const { confidence, correct } = calibration;
  const { bins, outOfRange } = calibrationBins(confidence, correct);
  const filled = bins.filter((b) => b.count > 0);
  const rising = filled.every((b, i) => i === 0 || b.accuracy >= (filled[i - 1] as { accuracy: number }).accuracy);
  printTable(
    `${title} (${String(confidence.length)} rows), calibration of our confidence`,
    ["confidence", "rows", "share", "correct", "3-class accuracy"],
    bins.map((b, i) => [
      `[${b.lo.toFixed(1)}, ${b.hi.toFixed(1)}${i === bins.length - 1 ? "]" : ")"}`,
      b.count,
      pct(b.count / confidence.length),
      b.correct,
      pct(b.accuracy),
    ]),
    [
      `Accuracy ${rising ? "rises" : "does NOT rise"} with confidence across the non-empty bins.` +
        (outOfRange > 0 ? ` ${String(outOfRange)} rows had a confidence outside [0, 1] and are not binned.` : ""),
    ],
  );
}

// ---------------------------------------------------------------------------------------------

function main(): void {
  const started = performance.now();
  const { dataDir, datasets } = parseCommandLine(process.argv.slice(2));
  const corpora = VADER_CORPORA.filter((c) => datasets.has(c));
  const missing = missingFiles(dataDir, corpora, datasets.has("goemotions"));
  if (missing.length > 0) {
    throw new UsageError(
      `data files missing under ${dataDir}:\n${missing.map((f) => `  ${f}`).join("\n")}\n` +
        "(--data must be the folder holding vader-icwsm2014/ and goemotions/, e.g. ../shared/data)",
    );
  }

  const ours = loadOurEngine();
  const oursNote = ours.ok ? "ours = Sentio engine (sentiment-wasm/dist/sentiment.wasm)." : `ours: n/a (${ours.reason})`;
  console.log(`Accuracy benchmark: data ${dataDir}`);
  console.log(ours.ok ? "Sentio engine: sentiment-wasm/dist/sentiment.wasm" : `Sentio engine: n/a (${ours.reason})`);
  console.log("Baselines: vader-sentiment (compound); sentiment (AFINN score normalised x / sqrt(x^2 + 15)).");

  const rowsByCorpus = new Map<VaderCorpusName, ReturnType<typeof loadVaderCorpus>>();
  const results: CorpusResult[] = [];
  for (const name of corpora) {
    const rows = loadVaderCorpus(dataDir, name);
    rowsByCorpus.set(name, rows);
    results.push({ name, gold: rows.map((r) => r.mean), runs: runAll(ours, rows.map((r) => r.text)) });
  }

  if (results.length > 0) {
    benchSentences(results, oursNote);
    benchDocuments(results, rowsByCorpus, ours);
  }
  const goEmotionsCalibration = datasets.has("goemotions") ? benchGoEmotions(dataDir, ours, oursNote) : undefined;
  if (results.length > 0) {
    const names = results.map((r) => r.name).join(" + ");
    benchCalibration(`4a. ${names} pooled`, pooledCalibration(results), oursNote);
  }
  if (goEmotionsCalibration !== undefined) {
    benchCalibration("4b. GoEmotions dev, the 3-class rows of 3c", goEmotionsCalibration, oursNote);
  }

  const met = targetChecks.filter((t) => t.status === "met").length;
  const missed = targetChecks.filter((t) => t.status === "MISSED");
  const na = targetChecks.filter((t) => t.status === "n/a").length;
  console.log(
    `\nTargets: ${String(met)} met, ${String(missed.length)} missed, ${String(na)} n/a` +
      (missed.length > 0 ? `\n  missed: ${missed.map((t) => t.name).join("; ")}` : ""),
  );
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `Time: ${s(performance.now() - started)} total (ours ${ours.ok ? s(timings.ours) : NA}, ` +
      `vader ${s(timings.vader)}, sentiment ${s(timings.sentiment)}).`,
  );
}

try {
  main();
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`bench-accuracy: ${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  throw error;
}
