// The pure steps behind scripts/lexicon/generate.ts: parse the sources, merge our overrides, order
// keys by UTF-8 bytes, write Rust, hash the data and derive emotion weights from GoEmotions counts.
// Nothing here touches the file system, so generate.test.ts can check each step on tiny inputs.

// ---------------------------------------------------------------------------------------------
// Keys and tables
// ---------------------------------------------------------------------------------------------

/** One table row: a key (word, emoticon, emoji or phrase) and its value. */
export type Entry = readonly [key: string, value: number];

/** Emotion weights in the engine's order: joy, sadness, anger, fear, surprise, disgust. */
export type EmotionVector = readonly [number, number, number, number, number, number];

export const EMOTIONS = ["joy", "sadness", "anger", "fear", "surprise", "disgust"] as const;
export type Emotion = (typeof EMOTIONS)[number];

/**
 * The engine's tokenizer drops U+FE0F (emoji presentation selector) and the five Fitzpatrick
 * skin-tone modifiers before a lookup, so keys must not contain them: "❤️" is stored as "❤".
 */
const IGNORED_IN_KEYS = /\uFE0F|[\u{1F3FB}-\u{1F3FF}]/gu;

export function normalizeKey(key: string): string {
  return key.replace(IGNORED_IN_KEYS, "");
}

const UTF8 = new TextEncoder();

/** The UTF-8 bytes of a string. */
export function utf8Bytes(text: string): Uint8Array {
  return UTF8.encode(text);
}

/** Orders strings by their UTF-8 bytes, as Rust's `str::cmp` does (not by UTF-16 code units). */
export function compareUtf8(a: string, b: string): number {
  const x = UTF8.encode(a);
  const y = UTF8.encode(b);
  const length = Math.min(x.length, y.length);
  for (let i = 0; i < length; i++) {
    if (x[i] !== y[i]) return x[i]! - y[i]!;
  }
  return x.length - y.length;
}

export function sortByUtf8Key<T extends readonly [string, ...unknown[]]>(rows: readonly T[]): T[] {
  return [...rows].sort((x, y) => compareUtf8(x[0], y[0]));
}

/** Throws unless the keys are strictly increasing by UTF-8 bytes (sorted and unique). */
export function assertSortedUnique(keys: readonly string[], table: string): void {
  for (let i = 1; i < keys.length; i++) {
    if (compareUtf8(keys[i - 1]!, keys[i]!) >= 0) {
      throw new Error(`${table}: keys not strictly increasing at ${JSON.stringify(keys[i])}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------------------------

function splitLines(text: string): string[] {
  return text.replace(/^\uFEFF/, "").split(/\r?\n/);
}

/**
 * Parses vader_lexicon.txt: `token<TAB>mean<TAB>sd<TAB>[ratings]`, one per line. Returns every row
 * in file order, duplicates included (the file repeats a few keys, e.g. `lol`); keys are kept as
 * written, so the emoticons `:D` and `:d` stay distinct.
 */
export function parseVaderLexicon(text: string): Entry[] {
  const entries: Entry[] = [];
  splitLines(text).forEach((line, index) => {
    if (line.trim() === "") return;
    const fields = line.split("\t");
    const key = fields[0] ?? "";
    const value = Number(fields[1]);
    if (fields.length < 2 || key === "" || fields[1]?.trim() === "" || !Number.isFinite(value)) {
      throw new Error(`vader_lexicon.txt line ${index + 1}: expected token<TAB>mean…, got ${JSON.stringify(line)}`);
    }
    entries.push([key, value]);
  });
  return entries;
}

/**
 * The key the engine looks a word up by: the tokenizer shortens a letter typed three or more
 * times to two ("grrr" is looked up as "grr", then as "gr"; "sooo" as "soo", then "so"), so a
 * lexicon key with such a run would never be found.
 */
export function elongationFolded(key: string): string {
  return key.replace(/(\p{L})\1{2,}/gu, "$1$1");
}

/** Whether a key has a letter typed three or more times in a row ("sooo"), which the engine's keys never hold. */
function hasTripledLetter(key: string): boolean {
  return elongationFolded(key) !== key;
}

/**
 * VADER's rows under the keys the engine can reach: a key with a tripled letter ("grrr", "zzz")
 * is stored as {@link elongationFolded} gives it, unless VADER has a row for that key as well,
 * which then stands.
 */
export function withReachableKeys(entries: readonly Entry[]): Entry[] {
  const keys = new Set(entries.map(([key]) => key));
  return entries.flatMap(([key, value]): Entry[] => {
    if (!hasTripledLetter(key)) return [[key, value]];
    const folded = elongationFolded(key);
    return keys.has(folded) ? [] : [[folded, value]];
  });
}

/** One row of one of our hand-written files (additions.tsv, idioms.tsv, boosters.tsv, emotion_seeds.tsv). */
export type DataRow = { key: string; values: number[]; note: string; line: number };

export type DataFileSpec = {
  /** File name, for messages. */
  name: string;
  /** How many numeric columns follow the key. */
  valueCount: number;
  min: number;
  max: number;
  /** Phrases may contain single spaces between words; other keys may not contain spaces. */
  allowSpaces: boolean;
};

const LETTERS_ONLY = /^[\p{L}\p{M}'-]+$/u;

/**
 * Parses one of our TSV files: `key<TAB>value…<TAB>note`, lines starting with `#` are comments,
 * blank lines are skipped. Keys are normalised (see {@link normalizeKey}). A key made of letters,
 * apostrophes and hyphens must be lower-case unless its note starts with "emoticon" (XD); other
 * emoticons keep their case. Throws on a malformed line, a value out of range or a duplicate key,
 * naming the line.
 */
export function parseDataFile(text: string, spec: DataFileSpec): DataRow[] {
  const rows: DataRow[] = [];
  const seen = new Map<string, number>();
  splitLines(text).forEach((raw, index) => {
    const line = index + 1;
    if (raw.trim() === "" || raw.startsWith("#")) return;
    const where = `${spec.name} line ${line}`;
    const fields = raw.split("\t");
    if (fields.length < 1 + spec.valueCount) throw new Error(`${where}: expected ${1 + spec.valueCount} or more tab-separated fields`);
    const key = normalizeKey(fields[0]!);
    if (key === "" || key !== key.trim()) throw new Error(`${where}: empty key or key with surrounding spaces`);
    if (spec.allowSpaces ? /\s\s|[^\S ]/u.test(key) : /\s/u.test(key)) throw new Error(`${where}: bad whitespace in ${JSON.stringify(key)}`);
    const note = fields.slice(1 + spec.valueCount).join("\t").trim();
    const isWords = key.split(" ").every((word) => LETTERS_ONLY.test(word));
    if (isWords && key !== key.toLowerCase() && !note.startsWith("emoticon")) {
      throw new Error(`${where}: words must be lower-case (or the note must start with "emoticon"): ${JSON.stringify(key)}`);
    }
    if (isWords && hasTripledLetter(key)) {
      throw new Error(`${where}: the engine never looks up a letter typed three times; write ${JSON.stringify(elongationFolded(key))}`);
    }
    const values = fields.slice(1, 1 + spec.valueCount).map((field) => {
      const value = Number(field);
      if (field.trim() === "" || !Number.isFinite(value) || value < spec.min || value > spec.max) {
        throw new Error(`${where}: value ${JSON.stringify(field)} is not a number in ${spec.min}..${spec.max}`);
      }
      return value;
    });
    const previous = seen.get(key);
    if (previous !== undefined) throw new Error(`${where}: duplicate key ${JSON.stringify(key)} (first on line ${previous})`);
    seen.set(key, line);
    rows.push({ key, values, note, line });
  });
  return rows;
}

/** Parses negations.txt: one token per line, `#` comments and blank lines skipped, no duplicates. */
export function parseWordList(text: string, name: string): string[] {
  const words: string[] = [];
  const seen = new Set<string>();
  splitLines(text).forEach((raw, index) => {
    const word = raw.trim();
    if (word === "" || word.startsWith("#")) return;
    if (/\s/u.test(word)) throw new Error(`${name} line ${index + 1}: one token per line, got ${JSON.stringify(word)}`);
    if (word !== word.toLowerCase()) throw new Error(`${name} line ${index + 1}: must be lower-case: ${JSON.stringify(word)}`);
    if (seen.has(word)) throw new Error(`${name} line ${index + 1}: duplicate ${JSON.stringify(word)}`);
    seen.add(word);
    words.push(word);
  });
  return words;
}

// ---------------------------------------------------------------------------------------------
// Merging
// ---------------------------------------------------------------------------------------------

export type MergeResult = {
  /** Unique keys, sorted by UTF-8 bytes. */
  entries: Entry[];
  /** Keys of `overrides` that replaced a base value, with the old value. */
  overridden: Array<{ key: string; from: number; to: number }>;
  /** Keys of `overrides` that were not in the base. */
  added: string[];
  /** Keys repeated within `base` (the later row won). */
  baseDuplicates: string[];
};

/**
 * Merges a base table with overrides. Within the base a later row replaces an earlier one, as
 * VADER's own loaders do (a dict built in file order); every override then replaces or adds.
 */
export function mergeWithOverrides(base: readonly Entry[], overrides: readonly Entry[]): MergeResult {
  const table = new Map<string, number>();
  const baseDuplicates: string[] = [];
  for (const [rawKey, value] of base) {
    const key = normalizeKey(rawKey);
    if (table.has(key) && !baseDuplicates.includes(key)) baseDuplicates.push(key);
    table.set(key, value);
  }
  const overridden: MergeResult["overridden"] = [];
  const added: string[] = [];
  for (const [rawKey, value] of overrides) {
    const key = normalizeKey(rawKey);
    const from = table.get(key);
    if (from === undefined) added.push(key);
    else overridden.push({ key, from, to: value });
    table.set(key, value);
  }
  return { entries: sortByUtf8Key([...table.entries()]), overridden, added, baseDuplicates };
}

/** Contractions whose spelt-out form is not the word before "n't" and "not" ("can't" is "can not"). */
const SPELT_OUT: Readonly<Record<string, string | null>> = {
  "can't": "can not",
  cannot: "can not",
  "won't": "will not",
  "shan't": "shall not",
  // "ain't" stands for "am not", "is not", "are not", "has not" or "have not": no one spelling.
  "ain't": null,
};

/** A phrase's words with each negated auxiliary spelt out ("couldn't be happier" → "could not be happier"). */
function spelledOut(phrase: string): string {
  return phrase
    .split(" ")
    .map((word) => {
      const special = SPELT_OUT[word];
      if (special !== undefined) return special ?? word;
      return word.endsWith("n't") ? `${word.slice(0, -3)} not` : word;
    })
    .join(" ");
}

/**
 * Adds the other spellings of each phrase with a negated auxiliary: typed without the apostrophe
 * ("can't wait" → "cant wait"), which the tokenizer keeps as one word, as VADER's negation list
 * does ("cant", "dont"); and spelt out as two words ("can not wait", "could not be happier",
 * "do not buy"). A spelling the rows already have keeps its own value (a valence, or an idiom's
 * emotion weights).
 */
export function withOtherSpellings<V>(phrases: ReadonlyArray<readonly [string, V]>): Array<readonly [string, V]> {
  const keys = new Set(phrases.map(([key]) => key));
  const variants: Array<readonly [string, V]> = [];
  for (const [key, value] of phrases) {
    for (const variant of [key.replaceAll("n't", "nt"), spelledOut(key)]) {
      if (variant !== key && !keys.has(variant)) {
        keys.add(variant);
        variants.push([variant, value]);
      }
    }
  }
  return [...phrases, ...variants];
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

/**
 * Constants that clippy's `approx_constant` lint (deny by default) recognises, with its minimum
 * literal length, copied from clippy_lints/src/approx_const.rs.
 */
const CLIPPY_KNOWN_CONSTS: ReadonlyArray<readonly [value: number, minDigits: number]> = [
  [2.718281828459045, 4], // E
  [0.3183098861837907, 4], // FRAC_1_PI
  [0.7071067811865476, 5], // FRAC_1_SQRT_2
  [0.6366197723675814, 5], // FRAC_2_PI
  [1.1283791670955126, 5], // FRAC_2_SQRT_PI
  [1.5707963267948966, 5], // FRAC_PI_2
  [1.0471975511965979, 5], // FRAC_PI_3
  [0.7853981633974483, 5], // FRAC_PI_4
  [0.5235987755982989, 5], // FRAC_PI_6
  [0.39269908169872414, 5], // FRAC_PI_8
  [0.6931471805599453, 5], // LN_2
  [2.302585092994046, 5], // LN_10
  [3.321928094887362, 5], // LOG2_10
  [1.4426950408889634, 5], // LOG2_E
  [0.3010299956639812, 5], // LOG10_2
  [0.4342944819032518, 5], // LOG10_E
  [3.141592653589793, 3], // PI
  [1.4142135623730951, 5], // SQRT_2
  [6.283185307179586, 3], // TAU
];

/** clippy's `is_approx_const` for an unsigned literal as written (e.g. "0.318"). */
export function isApproxConstant(literal: string): boolean {
  return CLIPPY_KNOWN_CONSTS.some(([constant, minDigits]) => {
    if (literal.length <= minDigits) return false;
    if (String(constant).startsWith(literal)) return true;
    return constant.toFixed(literal.length - 2) === literal;
  });
}

/**
 * The one textual form of a table value: rounded to `decimals`, then the shortest decimal (no
 * trailing zeros, "1" not "1.0", never "-0"). For values with at most 4 decimals in -4..4 this is
 * also what Rust's `{}` prints for the f32, so Rust can rebuild the hashed text from the tables.
 * A value clippy would take for a mathematical constant (0.318 ≈ 1/π) moves one step in its last
 * decimal away from zero, so the generated Rust passes `clippy -D warnings` with no allow.
 */
export function canonicalNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  let rounded = Number(value.toFixed(decimals));
  for (;;) {
    if (Object.is(rounded, -0)) rounded = 0;
    const text = String(rounded);
    if (/e/i.test(text)) throw new Error(`value ${value} needs an exponent; keep table values in a small range`);
    if (!isApproxConstant(text.replace(/^-/, ""))) return text;
    rounded = Number((rounded + Math.sign(rounded) * 10 ** -decimals).toFixed(decimals));
  }
}

/** A canonical number as a Rust float literal ("1" becomes "1.0"). */
export function rustFloatLiteral(canonical: string): string {
  return canonical.includes(".") ? canonical : `${canonical}.0`;
}

// ---------------------------------------------------------------------------------------------
// Rust source
// ---------------------------------------------------------------------------------------------

/**
 * Escapes a string for a Rust string literal. Backslash, double quote and control characters are
 * escaped; so are invisible format characters (Unicode Cf: bidi controls, which rustc rejects in
 * literals, zero-width joiners…). Other non-ASCII characters stay as they are (the file is UTF-8).
 */
export function escapeRustString(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === "\\") out += "\\\\";
    else if (char === '"') out += '\\"';
    else if (char === "\n") out += "\\n";
    else if (char === "\r") out += "\\r";
    else if (char === "\t") out += "\\t";
    else if (code < 0x20 || code === 0x7f || /\p{Cf}/u.test(char)) out += `\\u{${code.toString(16)}}`;
    else out += char;
  }
  return out;
}

/** Reads back a literal written by {@link escapeRustString} (the part between the quotes). */
export function unescapeRustString(body: string): string {
  return body.replace(/\\(u\{([0-9a-fA-F]+)\}|.)/gu, (_all, escape: string, hex: string | undefined) => {
    if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
    const simple: Record<string, string> = { n: "\n", r: "\r", t: "\t", "\\": "\\", '"': '"', "0": "\0" };
    const replacement = simple[escape];
    if (replacement === undefined) throw new Error(`unsupported escape \\${escape}`);
    return replacement;
  });
}

export function rustString(text: string): string {
  return `"${escapeRustString(text)}"`;
}

// ---------------------------------------------------------------------------------------------
// Lexicon hash
// ---------------------------------------------------------------------------------------------

const FNV_OFFSET_BASIS = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const U64_MASK = 0xffffffffffffffffn;

/** FNV-1a, 64 bit, over the UTF-8 bytes of a string (or raw bytes); 16 lower-case hex digits. */
export function fnv1a64(input: string | Uint8Array): string {
  const bytes = typeof input === "string" ? UTF8.encode(input) : input;
  let hash = FNV_OFFSET_BASIS;
  for (const byte of bytes) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & U64_MASK;
  }
  return hash.toString(16).padStart(16, "0");
}

/** Every generated table, with values already in canonical form, in the order they are hashed. */
export type LexiconTables = {
  valence: ReadonlyArray<readonly [string, string]>;
  idioms: ReadonlyArray<readonly [string, string]>;
  boosters: ReadonlyArray<readonly [string, string]>;
  negations: readonly string[];
  emotion: ReadonlyArray<readonly [string, readonly string[]]>;
};

/**
 * The canonical serialisation that LEXICON_HASH is taken over. For each table in the order
 * VALENCE, IDIOMS, BOOSTERS, NEGATIONS, EMOTION: the table's name and "\n", then one line per
 * entry in stored order: the key, and for valued tables "\t" and the value(s) in canonical form
 * (EMOTION's six weights joined by ","), then "\n". Keys are raw UTF-8 (no escaping).
 */
export function canonicalSerialization(tables: LexiconTables): string {
  const parts: string[] = [];
  const pairs = (name: string, rows: ReadonlyArray<readonly [string, string]>) => {
    parts.push(`${name}\n`);
    for (const [key, value] of rows) parts.push(`${key}\t${value}\n`);
  };
  pairs("VALENCE", tables.valence);
  pairs("IDIOMS", tables.idioms);
  pairs("BOOSTERS", tables.boosters);
  parts.push("NEGATIONS\n");
  for (const word of tables.negations) parts.push(`${word}\n`);
  parts.push("EMOTION\n");
  for (const [key, weights] of tables.emotion) parts.push(`${key}\t${weights.join(",")}\n`);
  return parts.join("");
}

// ---------------------------------------------------------------------------------------------
// GoEmotions: tokens, counts and weights
// ---------------------------------------------------------------------------------------------

/** A short English stop-word list: function words that carry no emotion of their own. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are as at be been before being below " +
    "between both but by can could did do does doing down during each else even ever few for from " +
    "further had has have having he her here hers herself him himself his how i i'd i'll i'm i've if " +
    "in into is it it'd it'll it's its itself just let's me more most much my myself now of off on " +
    "once only or other our ours ourselves out over own same she she's should so some such than " +
    "that that's the their theirs them themselves then there there's these they they'd they'll " +
    "they're they've this those through to too under until up upon us very was we we'd we'll we're " +
    "we've were what what's when where which while who who's whom why will with would you you'd " +
    "you'll you're you've your yours yourself yourselves"
  ).split(" "),
);

/**
 * Words that GoEmotions' comments use mostly inside a greeting whose other word carries the
 * emotion ("happy birthday", "merry christmas"): derived alone they would read a birthday nobody
 * remembered as joy. The greeting's emotion word keeps it.
 */
export const FORMULA_WORDS: ReadonlySet<string> = new Set(["birthday", "christmas"]);

const EXTENDED_PICTOGRAPHIC = /^\p{Extended_Pictographic}$/u;
const WORD_CHAR = /^[\p{L}\p{M}']$/u;
const PLACEHOLDERS = /\[(?:name|religion)\]/giu;

/**
 * Tokenises one comment for counting: lower-case; `[NAME]` and `[RELIGION]` placeholders dropped;
 * curly apostrophes made straight; words are runs of letters and apostrophes (apostrophes trimmed
 * at both ends); every emoji (Extended_Pictographic, FE0F and skin tones removed) is a token of its
 * own, except the later parts of a ZWJ sequence; tokens of one character are dropped unless they
 * are emoji.
 */
export function tokenizeComment(text: string): string[] {
  const normalized = normalizeKey(text.replace(PLACEHOLDERS, " ").toLowerCase().replace(/[\u2018\u2019]/gu, "'"));
  const tokens: string[] = [];
  let word = "";
  const flush = () => {
    const trimmed = word.replace(/^'+|'+$/gu, "");
    if ([...trimmed].length >= 2) tokens.push(trimmed);
    word = "";
  };
  let afterJoiner = false;
  for (const char of normalized) {
    if (WORD_CHAR.test(char)) {
      word += char;
    } else {
      flush();
      // In a ZWJ sequence (🤷‍♀️) only the first emoji counts: the engine scores an unknown
      // sequence as its first emoji, and "♀" alone is never a token there.
      if (EXTENDED_PICTOGRAPHIC.test(char) && !afterJoiner) tokens.push(char);
    }
    afterJoiner = char === "\u200D";
  }
  flush();
  return tokens;
}

/** One GoEmotions row: its text and its label ids (indices into labels.txt). */
export type LabelledRow = { text: string; labels: readonly number[] };

/** Parses GoEmotions TSV (`text<TAB>label ids<TAB>comment id`, no header). */
export function parseGoEmotionsTsv(text: string, labelCount: number): LabelledRow[] {
  const rows: LabelledRow[] = [];
  splitLines(text).forEach((line, index) => {
    if (line === "") return;
    const fields = line.split("\t");
    if (fields.length !== 3) throw new Error(`GoEmotions line ${index + 1}: expected 3 tab-separated fields`);
    const labels = fields[1]!.split(",").map(Number);
    if (labels.some((label) => !Number.isInteger(label) || label < 0 || label >= labelCount)) {
      throw new Error(`GoEmotions line ${index + 1}: bad label ids ${JSON.stringify(fields[1])}`);
    }
    rows.push({ text: fields[0]!, labels });
  });
  return rows;
}

export type TokenCounts = {
  /** Number of comments. */
  comments: number;
  /** Per class: number of comments carrying it (multi-label, so these may sum past `comments`). */
  classComments: number[];
  /** Per token: comments containing it, and per class how many of those carry the class. */
  tokens: Map<string, { comments: number; byClass: number[] }>;
};

/** Document frequencies per token and per (token, class). A comment counts once per token. */
export function countTokens(rows: readonly LabelledRow[], classCount: number, tokenize: (text: string) => string[] = tokenizeComment): TokenCounts {
  const classComments = new Array<number>(classCount).fill(0);
  const tokens: TokenCounts["tokens"] = new Map();
  for (const row of rows) {
    const classes = [...new Set(row.labels)];
    for (const c of classes) classComments[c]!++;
    for (const token of new Set(tokenize(row.text))) {
      let counts = tokens.get(token);
      if (counts === undefined) {
        counts = { comments: 0, byClass: new Array<number>(classCount).fill(0) };
        tokens.set(token, counts);
      }
      counts.comments++;
      for (const c of classes) counts.byClass[c]!++;
    }
  }
  return { comments: rows.length, classComments, tokens };
}

/**
 * Lift of a class above its prior for one token, scaled to 0..1:
 * P(c|t) smoothed toward the prior with add-k, P = (n_tc + k·prior) / (n_t + k);
 * weight = max(0, P − prior) / (1 − prior).
 */
export function emotionWeight(tokenClassComments: number, tokenComments: number, prior: number, k = 1): number {
  if (prior >= 1) return 0;
  const smoothed = (tokenClassComments + k * prior) / (tokenComments + k);
  return Math.max(0, smoothed - prior) / (1 - prior);
}

export type DeriveOptions = {
  /** Class names in label-id order (GoEmotions ekman/labels.txt), including "neutral". */
  labelNames: readonly string[];
  minComments: number;
  minWeight: number;
  k: number;
  maxTokens: number;
  stopWords: ReadonlySet<string>;
  decimals: number;
};

export const DEFAULT_DERIVE_OPTIONS: Omit<DeriveOptions, "labelNames"> = {
  minComments: 20,
  minWeight: 0.15,
  k: 1,
  maxTokens: 3000,
  stopWords: new Set([...STOP_WORDS, ...FORMULA_WORDS]),
  decimals: 3,
};

export type DerivedToken = { token: string; weights: EmotionVector; comments: number; strength: number };

export type DeriveResult = {
  /** The kept tokens, sorted by UTF-8 bytes. */
  tokens: DerivedToken[];
  /** How many tokens passed each filter, for the summary. */
  stats: { frequent: number; stopWords: number; neutralDominant: number; noClass: number; capped: number };
};

/**
 * Emotion weights per token from GoEmotions counts. A token is kept when it is in at least
 * `minComments` comments, is not a stop word, is not neutral-dominant (its neutral weight, same
 * formula, is at least its largest emotion weight) and has an emotion weight of at least
 * `minWeight` after rounding; weights below `minWeight` become 0. Only the `maxTokens` strongest
 * (largest weight, then more comments, then key bytes) are kept.
 */
export function deriveEmotionWeights(counts: TokenCounts, options: DeriveOptions): DeriveResult {
  const indexOf = (name: string) => {
    const index = options.labelNames.indexOf(name);
    if (index < 0) throw new Error(`labels.txt has no class ${JSON.stringify(name)}`);
    return index;
  };
  const emotionIndices = EMOTIONS.map(indexOf);
  const neutralIndex = indexOf("neutral");
  const priors = counts.classComments.map((n) => n / counts.comments);
  const stats = { frequent: 0, stopWords: 0, neutralDominant: 0, noClass: 0, capped: 0 };
  const kept: DerivedToken[] = [];
  for (const [token, tokenCounts] of counts.tokens) {
    if (tokenCounts.comments < options.minComments) continue;
    stats.frequent++;
    if (options.stopWords.has(token)) {
      stats.stopWords++;
      continue;
    }
    const weightOf = (classIndex: number) => emotionWeight(tokenCounts.byClass[classIndex]!, tokenCounts.comments, priors[classIndex]!, options.k);
    const raw = emotionIndices.map(weightOf);
    if (weightOf(neutralIndex) >= Math.max(...raw)) {
      stats.neutralDominant++;
      continue;
    }
    const weights = raw.map((weight) => {
      const rounded = Number(canonicalNumber(weight, options.decimals));
      return rounded >= options.minWeight ? rounded : 0;
    }) as unknown as EmotionVector;
    const strength = Math.max(...weights);
    if (strength === 0) {
      stats.noClass++;
      continue;
    }
    kept.push({ token, weights, comments: tokenCounts.comments, strength });
  }
  kept.sort((a, b) => b.strength - a.strength || b.comments - a.comments || compareUtf8(a.token, b.token));
  stats.capped = Math.max(0, kept.length - options.maxTokens);
  const tokens = kept.slice(0, options.maxTokens).sort((a, b) => compareUtf8(a.token, b.token));
  return { tokens, stats };
}

/** The inflected forms a word may take: -s, -es, -ed, -d, -ing, -ly, with a final `e` dropped, a
 * final `y` turned to `i`, a final consonant doubled or a final `c` made `ck`. Most are not
 * words; the caller keeps those its lexicon has. */
export function inflectionsOf(word: string): string[] {
  const forms = [`${word}s`, `${word}es`, `${word}ed`, `${word}d`, `${word}ing`, `${word}ly`];
  if (word.endsWith("e")) forms.push(`${word.slice(0, -1)}ing`);
  if (word.endsWith("y")) forms.push(`${word.slice(0, -1)}ily`, `${word.slice(0, -1)}ied`, `${word.slice(0, -1)}ies`);
  if (word.endsWith("le")) forms.push(`${word.slice(0, -1)}y`);
  if (/[^aeiou][aeiou][bdgklmnprt]$/.test(word)) forms.push(`${word}${word.at(-1)}ed`, `${word}${word.at(-1)}ing`);
  if (word.endsWith("c")) forms.push(`${word}ked`, `${word}king`);
  return forms;
}

/** Seeds for the inflected forms of weighted words (`sources`: every row with weights, the first
 * of a key winning) that `judgingWords` has but no source does ("panicking" from "panic",
 * "happily" from "happy"): a word's inflection names the same feeling, and without weights it
 * would bring none. */
export function inflectedSeeds(
  sources: ReadonlyArray<readonly [string, EmotionVector]>,
  judgingWords: ReadonlySet<string>,
): Array<readonly [string, EmotionVector]> {
  const taken = new Set(sources.map(([key]) => key));
  const added = new Map<string, EmotionVector>();
  for (const [word, weights] of sources) {
    // Single words of letters only: no phrase, emoji or emoticon.
    if (!/^[a-z]+$/.test(word)) continue;
    for (const form of inflectionsOf(word)) {
      if (judgingWords.has(form) && !taken.has(form) && !added.has(form)) added.set(form, weights);
    }
  }
  return [...added.entries()];
}

/** Where an EMOTION row came from, so a run without the data set can rebuild the derived part. */
export type EmotionRow = { key: string; weights: EmotionVector; derived: EmotionVector | null; seed: boolean };

/** Puts the seeds over the derived weights (a seed replaces its token's whole vector); sorted by UTF-8 bytes. */
export function mergeEmotionSeeds(derived: ReadonlyArray<readonly [string, EmotionVector]>, seeds: ReadonlyArray<readonly [string, EmotionVector]>): EmotionRow[] {
  const rows = new Map<string, EmotionRow>();
  for (const [key, weights] of derived) rows.set(key, { key, weights, derived: weights, seed: false });
  for (const [key, weights] of seeds) {
    const derivedWeights = rows.get(key)?.derived ?? null;
    rows.set(key, { key, weights, derived: derivedWeights, seed: true });
  }
  return [...rows.values()].sort((a, b) => compareUtf8(a.key, b.key));
}

// ---------------------------------------------------------------------------------------------
// Rendering the two Rust files
// ---------------------------------------------------------------------------------------------

export const GENERATED_MARKER = "// @generated by scripts/lexicon/generate.ts — do not edit";

/** Decimals kept: at most 4 for valences and boosters (clippy), 3 for emotion weights. */
export const VALUE_DECIMALS = 4;
export const EMOTION_DECIMALS = 3;

export type CanonicalPair = readonly [key: string, value: string];

/** Sorts, checks and puts a table's values into canonical form. */
export function canonicalPairs(entries: readonly Entry[], table: string): CanonicalPair[] {
  const sorted = sortByUtf8Key(entries);
  assertSortedUnique(sorted.map(([key]) => key), table);
  return sorted.map(([key, value]) => [key, canonicalNumber(value, VALUE_DECIMALS)] as const);
}

function comment(lines: readonly string[]): string {
  return lines.map((line) => (line === "" ? "//" : `// ${line}`)).join("\n");
}

function pairTable(doc: readonly string[], name: string, rows: readonly CanonicalPair[]): string {
  const body = rows.map(([key, value]) => `    (${rustString(key)}, ${rustFloatLiteral(value)}),`).join("\n");
  return `${doc.map((line) => `/// ${line}`.trimEnd()).join("\n")}\n#[rustfmt::skip]\npub static ${name}: &[(&str, f32)] = &[\n${body}\n];\n`;
}

export type LexiconRsInput = {
  header: readonly string[];
  valence: readonly CanonicalPair[];
  idioms: readonly CanonicalPair[];
  boosters: readonly CanonicalPair[];
  negations: readonly string[];
  hash: string;
};

export function renderLexiconRs(input: LexiconRsInput): string {
  const negations = input.negations.map((word) => `    ${rustString(word)},`).join("\n");
  return [
    `${GENERATED_MARKER}\n${comment(input.header)}\n`,
    "//! Valence, idiom, booster and negation tables of the engine, and the hash of all lexicon data.\n//! Generated; see the comment at the top of this file for the sources and the key order.\n",
    pairTable(["Valence of words, emoticons and emoji on VADER's scale (-4 most negative .. 4 most", "positive). Sorted by key bytes."], "VALENCE", input.valence),
    pairTable(["Multi-word phrases (lower-case words joined by single spaces) and their valence, -4..4,", "to use in place of the valences of their words. Sorted by key bytes."], "IDIOMS", input.idioms),
    pairTable(["Degree modifiers and their scalar: VADER's B_INCR (0.293) boosts, B_DECR (-0.293) dampens.", "A key with a space is a two-word modifier (\"kind of\"). Sorted by key bytes."], "BOOSTERS", input.boosters),
    `/// Tokens that negate the sentiment words after them (VADER's NEGATE list, with and without\n/// apostrophes, straight and curly). Sorted by bytes.\n#[rustfmt::skip]\npub static NEGATIONS: &[&str] = &[\n${negations}\n];\n`,
    `/// FNV-1a 64 hash of every generated table (this file and \`emotion_data.rs\`), in hex; the\n/// text it is taken over is described at the top of this file.\npub const LEXICON_HASH: &str = ${rustString(input.hash)};\n`,
  ].join("\n");
}

export type EmotionRsRow = {
  key: string;
  weights: readonly string[];
  /** Present when the row is a seed that replaced derived weights. */
  derived: readonly string[] | null;
  seed: boolean;
};

function rustWeights(weights: readonly string[]): string {
  return `[${weights.map(rustFloatLiteral).join(", ")}]`;
}

export function renderEmotionRs(header: readonly string[], rows: readonly EmotionRsRow[]): string {
  const body = rows
    .map((row) => {
      const line = `    (${rustString(row.key)}, ${rustWeights(row.weights)}),`;
      if (!row.seed) return line;
      return row.derived === null ? `${line} // seed` : `${line} // seed; derived ${rustWeights(row.derived)}`;
    })
    .join("\n");
  return [
    `${GENERATED_MARKER}\n${comment(header)}\n`,
    "//! Emotion weights per token. Generated; see the comment at the top of this file for the\n//! sources and the derivation.\n",
    `/// Emotion weights per token, each 0..1, in the order [joy, sadness, anger, fear, surprise,\n/// disgust]. Sorted by key bytes.\n#[rustfmt::skip]\npub static EMOTION: &[(&str, [f32; 6])] = &[\n${body}\n];\n`,
  ].join("\n");
}

const EMOTION_ROW = /^ {4}\("((?:[^"\\]|\\.)*)", \[([^\]]*)\]\),(?: \/\/ seed(?:; derived \[([^\]]*)\])?)?$/u;

/**
 * Reads the rows of an emotion_data.rs written by {@link renderEmotionRs}, to rebuild the derived
 * part when the data set is not at hand. Returns the derived weights: rows that are not seeds, and
 * the `derived` comment of seeds that replaced derived weights.
 */
export function parseEmotionRsDerived(source: string): Array<readonly [string, EmotionVector]> {
  const derived: Array<readonly [string, EmotionVector]> = [];
  const parseWeights = (text: string): EmotionVector => {
    const weights = text.split(", ").map(Number);
    if (weights.length !== EMOTIONS.length || weights.some((w) => !Number.isFinite(w))) throw new Error(`bad emotion weights [${text}]`);
    return weights as unknown as EmotionVector;
  };
  for (const line of source.split("\n")) {
    const match = EMOTION_ROW.exec(line);
    if (match === null) continue;
    const key = unescapeRustString(match[1]!);
    const isSeed = line.includes(" // seed");
    if (!isSeed) derived.push([key, parseWeights(match[2]!)]);
    else if (match[3] !== undefined) derived.push([key, parseWeights(match[3])]);
  }
  return derived;
}
