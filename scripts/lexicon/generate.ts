// Regenerates the engine's lexicon data from pinned, licensed sources (docs/decisions/004):
//   node scripts/lexicon/generate.ts [--data ../shared/data] [--check]
// writes sentiment-wasm/src/lexicon_data.rs and sentiment-wasm/src/emotion_data.rs. It must never
// write GoEmotions text: only per-token weights leave this script. Without --data the derived
// emotion weights are read back from the existing emotion_data.rs; everything else is rebuilt.
// --check writes nothing and exits 1 if a generated file is not what the sources give.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

import {
  DEFAULT_DERIVE_OPTIONS,
  EMOTION_DECIMALS,
  EMOTIONS,
  type EmotionVector,
  type Entry,
  assertSortedUnique,
  canonicalNumber,
  canonicalPairs,
  canonicalSerialization,
  compareUtf8,
  countTokens,
  deriveEmotionWeights,
  fnv1a64,
  inflectedSeeds,
  mergeEmotionSeeds,
  mergeWithOverrides,
  parseDataFile,
  parseEmotionRsDerived,
  parseGoEmotionsTsv,
  parseVaderLexicon,
  parseWordList,
  renderEmotionRs,
  renderLexiconRs,
  utf8Bytes,
  withOtherSpellings,
  withReachableKeys,
} from "./lexicon-lib.ts";

const repoRoot = path.resolve(import.meta.dirname, "../..");

const FILES = {
  vaderLexicon: "node_modules/vader-sentiment/vader_lexicon.txt",
  vaderPackage: "node_modules/vader-sentiment/package.json",
  additions: "sentiment-wasm/data/additions.tsv",
  idioms: "sentiment-wasm/data/idioms.tsv",
  boosters: "sentiment-wasm/data/boosters.tsv",
  negations: "sentiment-wasm/data/negations.txt",
  seeds: "sentiment-wasm/data/emotion_seeds.tsv",
  lexiconRs: "sentiment-wasm/src/lexicon_data.rs",
  emotionRs: "sentiment-wasm/src/emotion_data.rs",
} as const;

const GOEMOTIONS_TRAIN = "goemotions/ekman/train.tsv";
const GOEMOTIONS_LABELS = "goemotions/ekman/labels.txt";
const PROVENANCE_PREFIXES = ["  input: ", "  result: "] as const;

const read = (file: string) => readFileSync(path.join(repoRoot, file), "utf8");
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
const thousands = (n: number) => n.toLocaleString("en-US");

type EmotionSource = { derived: Array<readonly [string, EmotionVector]>; provenance: string[] };

/** Derives emotion weights from GoEmotions ekman/train.tsv (never dev) and prints a summary. */
function deriveFromGoEmotions(dataDir: string): EmotionSource {
  const trainPath = path.join(dataDir, GOEMOTIONS_TRAIN);
  const labelNames = readFileSync(path.join(dataDir, GOEMOTIONS_LABELS), "utf8").split(/\r?\n/).filter((name) => name !== "");
  const trainText = readFileSync(trainPath, "utf8");
  const rows = parseGoEmotionsTsv(trainText, labelNames.length);
  const counts = countTokens(rows, labelNames.length);
  const { tokens, stats } = deriveEmotionWeights(counts, { ...DEFAULT_DERIVE_OPTIONS, labelNames });
  const priors = labelNames.map((name, i) => `${name} ${(counts.classComments[i]! / counts.comments).toFixed(3)}`).join(", ");
  console.log(`GoEmotions ${GOEMOTIONS_TRAIN}: ${thousands(rows.length)} comments; class priors: ${priors}`);
  console.log(
    `tokens in >= ${DEFAULT_DERIVE_OPTIONS.minComments} comments: ${stats.frequent}; dropped: stop and formula words ${stats.stopWords}, ` +
      `neutral-dominant ${stats.neutralDominant}, no class >= ${DEFAULT_DERIVE_OPTIONS.minWeight} ${stats.noClass}, over the cap ${stats.capped}`,
  );
  return {
    derived: tokens.map((token) => [token.token, token.weights] as const),
    provenance: [
      `${PROVENANCE_PREFIXES[0]}${GOEMOTIONS_TRAIN}, ${rows.length} comments, sha256 ${sha256(trainText)}`,
      `${PROVENANCE_PREFIXES[1]}${tokens.length} tokens kept of ${stats.frequent} in >= ${DEFAULT_DERIVE_OPTIONS.minComments} comments ` +
        `(dropped: ${stats.stopWords} stop and formula words, ${stats.neutralDominant} neutral-dominant, ${stats.noClass} with no class, ${stats.capped} over the cap)`,
    ],
  };
}

/** Without the data set: the derived weights and their provenance as the last run wrote them. */
function reuseExistingEmotionData(): EmotionSource {
  const file = path.join(repoRoot, FILES.emotionRs);
  if (!existsSync(file)) throw new Error(`${FILES.emotionRs} does not exist yet: run once with --data <dir holding goemotions/>`);
  const source = readFileSync(file, "utf8");
  const provenance = PROVENANCE_PREFIXES.map((prefix) => {
    const line = source.split("\n").find((l) => l.startsWith(`// ${prefix}`));
    if (line === undefined) throw new Error(`${FILES.emotionRs} has no "${prefix}" line: run with --data`);
    return line.slice(3);
  });
  console.log(`No --data: keeping the derived emotion weights of the existing ${FILES.emotionRs} (rerun with --data to derive them again).`);
  return { derived: parseEmotionRsDerived(source), provenance };
}

function printEmotionSummary(derived: ReadonlyArray<readonly [string, EmotionVector]>, seedCount: number, total: number): void {
  console.log(`emotion tokens: ${derived.length} derived, ${seedCount} seeds, ${total} in EMOTION after merging`);
  EMOTIONS.forEach((emotion, i) => {
    const withClass = derived.filter(([, weights]) => weights[i]! > 0);
    const top = [...withClass]
      .sort((a, b) => b[1][i]! - a[1][i]! || compareUtf8(a[0], b[0]))
      .slice(0, 15)
      .map(([token, weights]) => `${token} ${weights[i]}`);
    console.log(`  ${emotion.padEnd(8)} ${String(withClass.length).padStart(5)} derived tokens; top: ${top.join(", ")}`);
  });
}

function main(): void {
  const { values } = parseArgs({ options: { data: { type: "string" }, check: { type: "boolean", default: false } } });

  // Valence: VADER, then our additions over it.
  const vaderText = read(FILES.vaderLexicon);
  const vaderVersion = (JSON.parse(read(FILES.vaderPackage)) as { version: string }).version;
  const vader = parseVaderLexicon(vaderText);
  const additions = parseDataFile(read(FILES.additions), { name: "additions.tsv", valueCount: 1, min: -4, max: 4, allowSpaces: false });
  const merged = mergeWithOverrides(
    withReachableKeys(vader),
    additions.map((row): Entry => [row.key, row.values[0]!]),
  );
  const vaderUnique = new Set(vader.map(([key]) => key)).size;

  const idioms = parseDataFile(read(FILES.idioms), { name: "idioms.tsv", valueCount: 1, min: -4, max: 4, allowSpaces: true });
  const idiomErrors = idioms.filter((row) => !row.key.includes(" "));
  if (idiomErrors.length > 0) throw new Error(`idioms.tsv: not a phrase: ${idiomErrors.map((row) => row.key).join(", ")}`);
  // The tokenizer reads a run of digits as a number, which is no word of a phrase ("5 stars").
  const numberPhrases = idioms.filter((row) => row.key.split(" ").some((word) => /^[0-9.,]+$/u.test(word)));
  if (numberPhrases.length > 0) throw new Error(`idioms.tsv: a number is no word of a phrase: ${numberPhrases.map((row) => row.key).join(", ")}`);
  const boosters = parseDataFile(read(FILES.boosters), { name: "boosters.tsv", valueCount: 1, min: -1, max: 1, allowSpaces: true });
  const negations = parseWordList(read(FILES.negations), "negations.txt").sort(compareUtf8);
  assertSortedUnique(negations, "NEGATIONS");

  // Emotion: derived weights (fresh, or kept from the last run), then our seeds over them.
  const emotionSource = values.data === undefined ? reuseExistingEmotionData() : deriveFromGoEmotions(path.resolve(values.data));
  const seeds = parseDataFile(read(FILES.seeds), { name: "emotion_seeds.tsv", valueCount: 6, min: 0, max: 1, allowSpaces: true });
  const zeroSeeds = seeds.filter((row) => row.values.every((w) => w === 0));
  if (zeroSeeds.length > 0) throw new Error(`emotion_seeds.tsv: seeds with no emotion: ${zeroSeeds.map((row) => row.key).join(", ")}`);
  // A phrase's weights are those of one of our idioms, which the engine scores whole; like the
  // idiom, the phrase is also spelt without its apostrophe and as two words.
  const idiomKeys = new Set(idioms.map((row) => row.key));
  const strayPhrases = seeds.filter((row) => row.key.includes(" ") && !idiomKeys.has(row.key));
  if (strayPhrases.length > 0) throw new Error(`emotion_seeds.tsv: phrases not in idioms.tsv: ${strayPhrases.map((row) => row.key).join(", ")}`);
  const seedPairs = withOtherSpellings(seeds.map((row) => [row.key, row.values as unknown as EmotionVector] as const));
  const seedKeys = new Set(seedPairs.map(([key]) => key));
  // The words an inflection may give weights to: those that judge (a valence other than 0) and
  // are no degree word ("terribly" grades, "roughly" judges nothing).
  const boosterKeys = new Set(boosters.map((row) => row.key));
  const judgingWords = new Set(merged.entries.filter(([key, v]) => v !== 0 && !boosterKeys.has(key)).map(([key]) => key));
  const emotionRows = mergeEmotionSeeds(emotionSource.derived, [
    ...seedPairs,
    ...inflectedSeeds([...seedPairs, ...emotionSource.derived.filter(([key]) => !seedKeys.has(key))], judgingWords),
  ]);
  assertSortedUnique(emotionRows.map((row) => row.key), "EMOTION");
  const weightsText = (weights: EmotionVector) => weights.map((w) => canonicalNumber(w, EMOTION_DECIMALS));
  const emotionRsRows = emotionRows.map((row) => ({
    key: row.key,
    weights: weightsText(row.weights),
    derived: row.seed && row.derived !== null ? weightsText(row.derived) : null,
    seed: row.seed,
  }));

  // VADER's few multi-word entries ("fed up", "bad ass") can never match one token: they join
  // the idioms, which our idioms.tsv overrides.
  const valence = canonicalPairs(
    merged.entries.filter(([key]) => !key.includes(" ")),
    "VALENCE",
  );
  const vaderPhrases = merged.entries.filter(([key]) => key.includes(" "));
  const idiomPairs = canonicalPairs(
    mergeWithOverrides(
      vaderPhrases,
      withOtherSpellings(idioms.map((row): Entry => [row.key, row.values[0]!])),
    ).entries,
    "IDIOMS",
  );
  const boosterPairs = canonicalPairs(
    boosters.map((row): Entry => [row.key, row.values[0]!]),
    "BOOSTERS",
  );
  const hash = fnv1a64(
    canonicalSerialization({
      valence,
      idioms: idiomPairs,
      boosters: boosterPairs,
      negations,
      emotion: emotionRsRows.map((row) => [row.key, row.weights] as const),
    }),
  );

  const regenerate = "Regenerate: node scripts/lexicon/generate.ts --data <dir holding goemotions/>";
  const lexiconRs = renderLexiconRs({
    header: [
      "",
      regenerate,
      "Licences and citations: sentiment-wasm/NOTICE.",
      "",
      "Sources:",
      `- VALENCE: vader_lexicon.txt of the npm package vader-sentiment ${vaderVersion} (Apache-2.0), the VADER`,
      "  lexicon (Hutto & Gilbert, ICWSM 2014; MIT, github.com/cjhutto/vaderSentiment),",
      `  sha256 ${sha256(vaderText)}:`,
      `  ${vader.length} rows, ${vaderUnique} keys (a repeated key keeps its last row, as VADER's loaders do);`,
      "  a key with a letter typed three times is stored as the engine looks it up (\"grrr\" as \"grr\");",
      `  then sentiment-wasm/data/additions.tsv (ours): ${merged.added.length} new keys, ${merged.overridden.length} overridden.`,
      "- IDIOMS: the multi-word entries of VALENCE's sources, then sentiment-wasm/data/idioms.tsv (ours) over them,",
      "  each of ours with a negated auxiliary also spelt without its apostrophe (\"cant wait\") and as two words (\"can not wait\").",
      "- BOOSTERS: sentiment-wasm/data/boosters.tsv (VADER's BOOSTER_DICT, plus ours).",
      "- NEGATIONS: sentiment-wasm/data/negations.txt (VADER's NEGATE, plus curly-apostrophe spellings).",
      "",
      "Keys are unique and sorted by their UTF-8 bytes, the order of `str::cmp`, so a table can be",
      "searched with `binary_search_by(|(key, _)| key.cmp(&token))`. Words and phrases are lower-case;",
      'emoticons are as typed (VADER has both ":D" and ":d"; the engine looks emoticons up verbatim);',
      "emoji carry no U+FE0F and no skin-tone modifier. Values have at most 4 decimals.",
      "",
      "LEXICON_HASH is FNV-1a 64 (offset basis 0xcbf29ce484222325, prime 0x100000001b3) in 16",
      "lower-case hex digits, over the UTF-8 bytes of this canonical text: for each table in the order",
      "VALENCE, IDIOMS, BOOSTERS, NEGATIONS, EMOTION (emotion_data.rs), the table name and \"\\n\"; then",
      "for each entry in stored order, the key and, for tables with values, \"\\t\" and the value as",
      "Rust's `{}` prints the f32 (1.0 as \"1\", -0.293 as \"-0.293\"; EMOTION's six weights joined by",
      "\",\"), then \"\\n\".",
    ],
    valence,
    idioms: idiomPairs,
    boosters: boosterPairs,
    negations,
    hash,
  });
  const emotionRs = renderEmotionRs(
    [
      "",
      regenerate,
      "Licences and citations: sentiment-wasm/NOTICE.",
      "",
      "Sources:",
      "- GoEmotions (Demszky et al., 2020, \"GoEmotions: A Dataset of Fine-Grained Emotions\", ACL 2020;",
      "  Apache-2.0 / CC BY 4.0): per-token weights derived from the Ekman-mapped train split only.",
      "  No comment text is included here, only the derived numbers.",
      ...emotionSource.provenance,
      "- sentiment-wasm/data/emotion_seeds.tsv (ours): each seed replaces its token's whole vector;",
      "  a word's inflections that judge (a valence other than 0, no degree word) and have no row",
      "  of their own take its weights, a seed's first (panicking as panic, missing as miss), as seeds.",
      "  Seed rows end in `// seed`; `derived [...]` keeps the weights a seed replaced, so a run",
      "  without the data set rebuilds this file unchanged.",
      "",
      "Derivation (sentiment-wasm/data/EMOTION-DERIVATION.md): tokenise each comment (lower-case;",
      "[NAME] and [RELIGION] dropped; words are runs of letters and apostrophes; each emoji is a",
      "token; one-character words dropped). Per token t: n_t comments contain it, n_tc of those carry",
      "class c (neutral is a class too); prior P(c) = share of comments carrying c. Smoothed",
      "P(c|t) = (n_tc + k P(c)) / (n_t + k) with k = 1; weight_c = max(0, P(c|t) - P(c)) / (1 - P(c)),",
      "rounded to 3 decimals; weights below 0.15 become 0. Kept: tokens in >= 20 comments, not stop",
      "words, not neutral-dominant (neutral weight >= every emotion weight), with a weight left;",
      "then the 3,000 strongest (largest weight, then more comments, then key bytes).",
      "Keys are sorted by UTF-8 bytes; LEXICON_HASH in lexicon_data.rs covers this table too.",
    ],
    emotionRsRows,
  );

  const outputs: ReadonlyArray<readonly [string, string]> = [
    [FILES.lexiconRs, lexiconRs],
    [FILES.emotionRs, emotionRs],
  ];
  let stale = false;
  for (const [file, text] of outputs) {
    const target = path.join(repoRoot, file);
    const current = existsSync(target) ? readFileSync(target, "utf8") : null;
    if (values.check) {
      if (current !== text) {
        stale = true;
        console.error(`${file} is not what the sources give: run node scripts/lexicon/generate.ts`);
      }
    } else if (current !== text) {
      writeFileSync(target, text);
      console.log(`wrote ${file} (${thousands(utf8Bytes(text).length)} bytes)`);
    } else {
      console.log(`unchanged ${file} (${thousands(utf8Bytes(text).length)} bytes)`);
    }
  }

  console.log(
    `VALENCE ${valence.length} (VADER ${vaderUnique} keys; additions: ${merged.added.length} new, ${merged.overridden.length} overridden: ` +
      `${merged.overridden.map((o) => `${o.key} ${o.from}→${o.to}`).join(", ") || "none"}); IDIOMS ${idiomPairs.length}; ` +
      `BOOSTERS ${boosterPairs.length}; NEGATIONS ${negations.length}; EMOTION ${emotionRows.length}`,
  );
  const valenceKeys = new Map(valence);
  const boostersWithValence = boosterPairs.filter(([key]) => valenceKeys.has(key)).map(([key]) => `${key} ${valenceKeys.get(key)}`);
  if (boostersWithValence.length > 0) console.log(`boosters that also have a valence (scored only at the end of a clause, grading nothing): ${boostersWithValence.join(", ")}`);
  const negationsWithValence = negations.filter((word) => valenceKeys.has(word)).map((word) => `${word} ${valenceKeys.get(word)}`);
  if (negationsWithValence.length > 0) console.log(`negations that also have a valence: ${negationsWithValence.join(", ")}`);
  printEmotionSummary(emotionSource.derived, seeds.length, emotionRows.length);
  console.log(`LEXICON_HASH ${hash}`);
  if (stale) process.exitCode = 1;
}

main();
