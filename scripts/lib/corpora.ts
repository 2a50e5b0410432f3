// Loaders for the evaluation corpora of npm run bench:accuracy (issue 3). The data lives outside
// the repo (e.g. ../shared/data) and is never shipped in the app; see the README.md beside each
// data set. The parse* functions are pure (text in, rows out); the load* functions read files.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { mean, type Polarity } from "./metrics.ts";

// ---------------------------------------------------------------------------------------------
// VADER ground truth (Hutto & Gilbert, ICWSM 2014): vader-icwsm2014/*_GroundTruth.txt
// TSV with CRLF line ends: id<TAB>mean human rating (-4..+4)<TAB>text.
// ---------------------------------------------------------------------------------------------

export type VaderCorpusName = "tweets" | "movie" | "amazon" | "nyt";

export const VADER_CORPORA: readonly VaderCorpusName[] = ["tweets", "movie", "amazon", "nyt"];

export const VADER_DIR = "vader-icwsm2014";

export const VADER_FILES: Readonly<Record<VaderCorpusName, string>> = {
  tweets: "tweets_GroundTruth.txt",
  movie: "movieReviewSnippets_GroundTruth.txt",
  amazon: "amazonReviewSnippets_GroundTruth.txt",
  nyt: "nytEditorialSnippets_GroundTruth.txt",
};

export type VaderRow = { id: string; mean: number; text: string };

/**
 * Parses a VADER ground-truth file. Accepts CRLF or LF line ends and a missing final newline;
 * blank lines are skipped. The text is everything after the second tab.
 *
 * @throws {Error} on a line without two tabs or with a non-numeric mean (`source`:line in the message).
 */
export function parseVaderTsv(content: string, source = "input"): VaderRow[] {
  const rows: VaderRow[] = [];
  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === "") continue;
    const tab1 = line.indexOf("\t");
    const tab2 = tab1 < 0 ? -1 : line.indexOf("\t", tab1 + 1);
    if (tab2 < 0) throw new Error(`${source}:${String(i + 1)}: expected id<TAB>mean<TAB>text`);
    const id = line.slice(0, tab1).trim();
    const meanText = line.slice(tab1 + 1, tab2).trim();
    const value = Number(meanText);
    if (id === "" || meanText === "" || !Number.isFinite(value)) {
      throw new Error(`${source}:${String(i + 1)}: bad id or mean ${JSON.stringify(meanText)}`);
    }
    rows.push({ id, mean: value, text: line.slice(tab2 + 1) });
  }
  return rows;
}

export function vaderCorpusPath(dataDir: string, name: VaderCorpusName): string {
  return path.join(dataDir, VADER_DIR, VADER_FILES[name]);
}

export function loadVaderCorpus(dataDir: string, name: VaderCorpusName): VaderRow[] {
  const file = vaderCorpusPath(dataDir, name);
  return parseVaderTsv(readFileSync(file, "utf8"), file);
}

/** Splits an NYT/Amazon id `A_S` (document A, sentence S) into numbers. */
export function parseSnippetId(id: string): { doc: number; sentence: number } {
  const match = /^(\d+)_(\d+)$/.exec(id);
  if (match === null) throw new Error(`snippet id ${JSON.stringify(id)} is not of the form A_S`);
  return { doc: Number(match[1]), sentence: Number(match[2]) };
}

export type RebuiltDocument = {
  /** The document number A. */
  id: number;
  /** The sentences in order of S, joined with one space. */
  text: string;
  /** Mean of the sentences' human means. */
  mean: number;
  sentences: number;
};

/**
 * Rebuilds whole documents from `A_S` snippet rows: groups by A, orders by S numerically (so
 * "2_10" comes after "2_9"), joins the texts with a space; the document's gold is the mean of its
 * sentence means. Documents come out in numeric order of A.
 */
export function rebuildDocuments(rows: readonly VaderRow[]): RebuiltDocument[] {
  const byDoc = new Map<number, { sentence: number; row: VaderRow }[]>();
  for (const row of rows) {
    const { doc, sentence } = parseSnippetId(row.id);
    let list = byDoc.get(doc);
    if (list === undefined) {
      list = [];
      byDoc.set(doc, list);
    }
    list.push({ sentence, row });
  }
  return [...byDoc.entries()]
    .sort(([a], [b]) => a - b)
    .map(([id, list]) => {
      const sorted = [...list].sort((a, b) => a.sentence - b.sentence);
      return {
        id,
        text: sorted.map((s) => s.row.text.trim()).join(" "),
        mean: mean(sorted.map((s) => s.row.mean)),
        sentences: sorted.length,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// GoEmotions (Demszky et al., 2020): goemotions/original/{dev,train}.tsv + labels.txt
// TSV without header: text<TAB>comma-separated label ids<TAB>reddit comment id.
// ---------------------------------------------------------------------------------------------

export type Ekman = "joy" | "sadness" | "anger" | "fear" | "surprise" | "disgust" | "neutral";

/** The seven Ekman classes in the order the benchmark reports them. */
export const EKMAN_LABELS: readonly Ekman[] = ["joy", "sadness", "anger", "fear", "surprise", "disgust", "neutral"];

/**
 * GoEmotions' 28 labels grouped into Ekman's six emotions plus neutral: the dataset authors'
 * grouping, as tabled in /work/shared/data/goemotions/README.md ("The Ekman grouping used by the
 * dataset's authors"); same as ekman_mapping.json in google-research/goemotions.
 */
export const GOEMOTIONS_TO_EKMAN: Readonly<Record<string, Ekman>> = {
  anger: "anger",
  annoyance: "anger",
  disapproval: "anger",
  disgust: "disgust",
  fear: "fear",
  nervousness: "fear",
  joy: "joy",
  amusement: "joy",
  approval: "joy",
  excitement: "joy",
  gratitude: "joy",
  love: "joy",
  optimism: "joy",
  relief: "joy",
  pride: "joy",
  admiration: "joy",
  desire: "joy",
  caring: "joy",
  sadness: "sadness",
  disappointment: "sadness",
  embarrassment: "sadness",
  grief: "sadness",
  remorse: "sadness",
  surprise: "surprise",
  realization: "surprise",
  confusion: "surprise",
  curiosity: "surprise",
  neutral: "neutral",
};

export type GoEmotionsRow = { id: string; text: string; labels: string[] };

/** labels.txt: one label name per line, line index = label id. */
export function parseLabels(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/**
 * Parses a GoEmotions TSV into rows with label names.
 *
 * @throws {Error} on a malformed line or a label id outside `labels`.
 */
export function parseGoEmotionsTsv(content: string, labels: readonly string[], source = "input"): GoEmotionsRow[] {
  const rows: GoEmotionsRow[] = [];
  const lines = content.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.trim() === "") continue;
    const fields = line.split("\t");
    if (fields.length !== 3) {
      throw new Error(`${source}:${String(i + 1)}: expected text<TAB>label ids<TAB>id, got ${String(fields.length)} fields`);
    }
    const [text, ids, id] = fields as [string, string, string];
    const names = ids.split(",").map((raw) => {
      const index = Number(raw.trim());
      const name = Number.isInteger(index) ? labels[index] : undefined;
      if (raw.trim() === "" || name === undefined) {
        throw new Error(`${source}:${String(i + 1)}: unknown label id ${JSON.stringify(raw)}`);
      }
      return name;
    });
    rows.push({ id: id.trim(), text, labels: names });
  }
  return rows;
}

/**
 * Maps GoEmotions label names to the gold Ekman set of a row. Neutral is gold only when it is the
 * row's only label (a row labelled "neutral, joy" has gold {joy}).
 *
 * @throws {Error} for a label name missing from {@link GOEMOTIONS_TO_EKMAN}.
 */
export function toEkmanSet(labels: readonly string[]): Set<Ekman> {
  const set = new Set<Ekman>();
  for (const label of labels) {
    const ekman = GOEMOTIONS_TO_EKMAN[label];
    if (ekman === undefined) throw new Error(`GoEmotions label ${JSON.stringify(label)} has no Ekman mapping`);
    if (ekman !== "neutral") set.add(ekman);
  }
  if (set.size === 0 && labels.length > 0) set.add("neutral");
  return set;
}

const NEGATIVE_EKMAN: readonly Ekman[] = ["sadness", "anger", "fear", "disgust"];

/**
 * 3-class sentiment gold from an Ekman gold set: positive when it has joy and no negative class
 * (sadness, anger, fear, disgust); negative when it has a negative class and no joy; neutral when
 * it is {neutral}. Anything else (joy together with a negative class, surprise only) is null:
 * skipped.
 */
export function ekmanToPolarity(gold: ReadonlySet<Ekman>): Polarity | null {
  const joy = gold.has("joy");
  const negative = NEGATIVE_EKMAN.some((e) => gold.has(e));
  if (joy && !negative) return "positive";
  if (negative && !joy) return "negative";
  if (gold.size === 1 && gold.has("neutral")) return "neutral";
  return null;
}

export const GOEMOTIONS_DIR = path.join("goemotions", "original");

export function goEmotionsPaths(dataDir: string): { dev: string; labels: string } {
  const dir = path.join(dataDir, GOEMOTIONS_DIR);
  return { dev: path.join(dir, "dev.tsv"), labels: path.join(dir, "labels.txt") };
}

export type GoEmotionsEkmanRow = GoEmotionsRow & { gold: Set<Ekman> };

/** Loads original/dev.tsv with labels.txt and maps each row to its Ekman gold set. */
export function loadGoEmotionsDev(dataDir: string): GoEmotionsEkmanRow[] {
  const paths = goEmotionsPaths(dataDir);
  const labels = parseLabels(readFileSync(paths.labels, "utf8"));
  const unmapped = labels.filter((label) => GOEMOTIONS_TO_EKMAN[label] === undefined);
  if (unmapped.length > 0) {
    throw new Error(`${paths.labels}: labels without an Ekman mapping: ${unmapped.join(", ")}`);
  }
  return parseGoEmotionsTsv(readFileSync(paths.dev, "utf8"), labels, paths.dev).map((row) => ({
    ...row,
    gold: toEkmanSet(row.labels),
  }));
}

/** The files a run over `datasets` needs that are missing under `dataDir`. */
export function missingFiles(dataDir: string, corpora: readonly VaderCorpusName[], goEmotions: boolean): string[] {
  const needed = corpora.map((name) => vaderCorpusPath(dataDir, name));
  if (goEmotions) {
    const paths = goEmotionsPaths(dataDir);
    needed.push(paths.dev, paths.labels);
  }
  return needed.filter((file) => !existsSync(file));
}
