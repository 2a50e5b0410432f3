// Unit tests of the lexicon generator's pure steps (scripts/lexicon/lexicon-lib.ts), on tiny inputs.
import { describe, expect, it } from "vitest";

import {
  DEFAULT_DERIVE_OPTIONS,
  type EmotionVector,
  type Entry,
  assertSortedUnique,
  canonicalNumber,
  canonicalSerialization,
  compareUtf8,
  countTokens,
  deriveEmotionWeights,
  emotionWeight,
  elongationFolded,
  escapeRustString,
  fnv1a64,
  isApproxConstant,
  inflectedSeeds,
  inflectionsOf,
  mergeEmotionSeeds,
  mergeWithOverrides,
  normalizeKey,
  parseDataFile,
  parseEmotionRsDerived,
  parseGoEmotionsTsv,
  parseVaderLexicon,
  parseWordList,
  renderEmotionRs,
  renderLexiconRs,
  rustFloatLiteral,
  sortByUtf8Key,
  tokenizeComment,
  unescapeRustString,
  withOtherSpellings,
  withReachableKeys,
} from "./lexicon-lib.ts";

describe("parseVaderLexicon", () => {
  it("reads token, mean and ignores the sd and ratings", () => {
    const text = "$:\t-1.5\t0.80623\t[-1, -1, -1, -1, -3, -1, -3, -1, -2, -1]\n:D\t2.3\t0.9\t[2, 2]\ngood\t1.9\t0.9434\t[2, 1]\n";
    expect(parseVaderLexicon(text)).toEqual([
      ["$:", -1.5],
      [":D", 2.3],
      ["good", 1.9],
    ]);
  });

  it("keeps repeated keys in file order and skips blank lines", () => {
    expect(parseVaderLexicon("lol\t2.9\t0.8\t[]\n\nlol\t1.8\t1.4\t[]\r\n")).toEqual([
      ["lol", 2.9],
      ["lol", 1.8],
    ]);
  });

  it("rejects a line without a numeric mean, naming the line", () => {
    expect(() => parseVaderLexicon("good\t1.9\t0\t[]\nbad\tnope\t0\t[]\n")).toThrow(/line 2/);
    expect(() => parseVaderLexicon("lonely\n")).toThrow(/line 1/);
  });
});

describe("parseDataFile", () => {
  const spec = { name: "t.tsv", valueCount: 1, min: -4, max: 4, allowSpaces: false };

  it("skips comments and blank lines, keeps the note", () => {
    expect(parseDataFile("# header\n\nlit\t2.0\tslang: exciting\n", spec)).toEqual([{ key: "lit", values: [2], note: "slang: exciting", line: 3 }]);
  });

  it("strips U+FE0F and skin tones from keys", () => {
    expect(parseDataFile("❤\uFE0F\t2.8\tred heart\n👍🏽\t1.9\t\n", spec).map((row) => row.key)).toEqual(["❤", "👍"]);
  });

  it("rejects duplicates, values out of range and upper-case words", () => {
    expect(() => parseDataFile("lit\t2\nlit\t1\n", spec)).toThrow(/duplicate.*line 1/);
    expect(() => parseDataFile("lit\t5\n", spec)).toThrow(/-4\.\.4/);
    expect(() => parseDataFile("Lit\t2\n", spec)).toThrow(/lower-case/);
    expect(() => parseDataFile("lit it\t2\n", spec)).toThrow(/whitespace/);
  });

  it("lets emoticons keep their case; letter-only emoticons need an 'emoticon' note", () => {
    expect(parseDataFile(":D\t2.3\n", spec)[0]?.key).toBe(":D");
    expect(parseDataFile("XD\t2.8\temoticon: laughing\n", spec)[0]?.key).toBe("XD");
    expect(() => parseDataFile("XD\t2.8\tlaughing\n", spec)).toThrow(/lower-case/);
  });

  it("rejects a word with a letter typed three times, which the engine never looks up", () => {
    expect(() => parseDataFile("xxx\t0.8\n", spec)).toThrow(/three times.*"xx"/);
    expect(parseDataFile("eww\t-1.8\n", spec)[0]?.key).toBe("eww");
  });

  it("reads phrases and several values", () => {
    const phrases = parseDataFile("over the moon\t3.0\n", { ...spec, allowSpaces: true });
    expect(phrases[0]?.key).toBe("over the moon");
    expect(() => parseDataFile("over  the moon\t3.0\n", { ...spec, allowSpaces: true })).toThrow(/whitespace/);
    const seeds = parseDataFile("happy\t0.9\t0\t0\t0\t0\t0\n", { ...spec, valueCount: 6, min: 0, max: 1 });
    expect(seeds[0]?.values).toEqual([0.9, 0, 0, 0, 0, 0]);
  });
});

describe("parseWordList", () => {
  it("reads one token per line", () => {
    expect(parseWordList("# negations\nnot\nnever\n\ndon’t\n", "n.txt")).toEqual(["not", "never", "don’t"]);
    expect(() => parseWordList("not\nnot\n", "n.txt")).toThrow(/duplicate/);
    expect(() => parseWordList("no longer\n", "n.txt")).toThrow(/one token/);
  });
});

describe("mergeWithOverrides", () => {
  it("lets a later base row win, then overrides win, and sorts the result", () => {
    const result = mergeWithOverrides(
      [
        ["lol", 2.9],
        ["meh", -0.3],
        ["lol", 1.8],
      ],
      [
        ["meh", -1],
        ["lit", 2],
      ],
    );
    expect(result.entries).toEqual([
      ["lit", 2],
      ["lol", 1.8],
      ["meh", -1],
    ]);
    expect(result.overridden).toEqual([{ key: "meh", from: -0.3, to: -1 }]);
    expect(result.added).toEqual(["lit"]);
    expect(result.baseDuplicates).toEqual(["lol"]);
  });

  it("merges keys that differ only by U+FE0F", () => {
    expect(mergeWithOverrides([["☹", -1.9]], [["☹\uFE0F", -2]]).entries).toEqual([["☹", -2]]);
  });
});

describe("withReachableKeys", () => {
  it("stores a key with a tripled letter as the tokenizer shortens it, unless that key has its own row", () => {
    expect(elongationFolded("grrrr")).toBe("grr");
    expect(elongationFolded("xoxozzz")).toBe("xoxozz");
    const entries: Entry[] = [
      ["grrr", -0.4],
      ["zzz", -1.2],
      ["zz", -1],
      ["good", 1.9],
    ];
    expect(withReachableKeys(entries)).toEqual([
      ["grr", -0.4],
      ["zz", -1],
      ["good", 1.9],
    ]);
  });
});

describe("withOtherSpellings", () => {
  it("adds each contraction's spelling without the apostrophe and spelt out, keeping a spelling already given", () => {
    const phrases: Entry[] = [
      ["can't wait", 2],
      ["over the moon", 3],
      ["don't buy", -2.5],
      ["dont buy", -2],
    ];
    expect(withOtherSpellings(phrases)).toEqual([
      ...phrases,
      ["cant wait", 2],
      ["can not wait", 2],
      ["do not buy", -2.5],
    ]);
  });

  it("spells an idiom's emotion weights the same way", () => {
    const eager: EmotionVector = [0.6, 0, 0, 0, 0, 0];
    expect(withOtherSpellings([["can't wait", eager]])).toEqual([
      ["can't wait", eager],
      ["cant wait", eager],
      ["can not wait", eager],
    ]);
  });

  it("adds each phrase with a negated auxiliary spelt out as two words", () => {
    const phrases: Entry[] = [
      ["cannot wait", 2],
      ["couldn't be happier", 3],
      ["won't last", -1],
      ["ain't bad", 1],
      ["cannotwait", 1],
      ["can not stand", -2],
      ["cannot stand", -2.5],
    ];
    expect(withOtherSpellings(phrases)).toEqual([
      ...phrases,
      ["can not wait", 2],
      ["couldnt be happier", 3],
      ["could not be happier", 3],
      ["wont last", -1],
      ["will not last", -1],
      ["aint bad", 1],
    ]);
  });
});

describe("ordering by UTF-8 bytes", () => {
  it("differs from JavaScript's UTF-16 order where Rust's str order does", () => {
    // U+FF5E (3 UTF-8 bytes, EF BD 9E) sorts before U+1F600 (F0 9F 98 80) in UTF-8, but after it
    // in UTF-16, where U+1F600 is the surrogate pair D83D DE00.
    const keys = ["😀", "～"];
    expect([...keys].sort()).toEqual(["😀", "～"]);
    expect([...keys].sort(compareUtf8)).toEqual(["～", "😀"]);
  });

  it("sorts ASCII by byte, upper case first", () => {
    expect(sortByUtf8Key([["b", 1], [":d", 2], [":D", 3], ["a b", 4], ["a", 5]] as const).map(([key]) => key)).toEqual([":D", ":d", "a", "a b", "b"]);
  });

  it("checks sorted unique keys", () => {
    expect(() => assertSortedUnique(["a", "b", "c"], "T")).not.toThrow();
    expect(() => assertSortedUnique(["a", "a"], "T")).toThrow(/not strictly increasing/);
    expect(() => assertSortedUnique(["😀", "～"], "T")).toThrow();
  });
});

describe("Rust string escaping", () => {
  it("escapes backslashes, quotes and control characters, keeps other Unicode", () => {
    expect(escapeRustString(":-\\")).toBe(":-\\\\");
    expect(escapeRustString('say "hi"')).toBe('say \\"hi\\"');
    expect(escapeRustString("a\tb\nc\u0001")).toBe("a\\tb\\nc\\u{1}");
    expect(escapeRustString("don’t 😂 ❤")).toBe("don’t 😂 ❤");
    expect(escapeRustString("( '}{' )")).toBe("( '}{' )");
  });

  it("escapes invisible format characters such as bidi controls and ZWJ", () => {
    expect(escapeRustString("a\u202Eb")).toBe("a\\u{202e}b");
    expect(escapeRustString("👨\u200D👩")).toBe("👨\\u{200d}👩");
  });

  it("round-trips through unescapeRustString", () => {
    for (const text of [":-\\", '"q"', "\\o/", "a\u202Eb\n", "*\\0/*"]) {
      expect(unescapeRustString(escapeRustString(text))).toBe(text);
    }
  });
});

describe("numbers", () => {
  it("writes the shortest decimal, never -0, and Rust literals with a point", () => {
    expect(canonicalNumber(1, 4)).toBe("1");
    expect(canonicalNumber(-0.293, 4)).toBe("-0.293");
    expect(canonicalNumber(-0.00001, 4)).toBe("0");
    expect(canonicalNumber(0.12345, 3)).toBe("0.123");
    expect(rustFloatLiteral("1")).toBe("1.0");
    expect(rustFloatLiteral("-2")).toBe("-2.0");
    expect(rustFloatLiteral("0.5")).toBe("0.5");
  });

  it("follows clippy's approx_constant test", () => {
    expect(isApproxConstant("3.14")).toBe(true); // PI, truncated
    expect(isApproxConstant("0.318")).toBe(true); // FRAC_1_PI
    expect(isApproxConstant("2.718")).toBe(true); // E
    expect(isApproxConstant("0.7071")).toBe(true); // FRAC_1_SQRT_2, rounded
    expect(isApproxConstant("0.707")).toBe(false); // too short
    expect(isApproxConstant("3.1")).toBe(false);
    expect(isApproxConstant("0.293")).toBe(false);
  });

  it("moves a value clippy would flag one step away from zero", () => {
    expect(canonicalNumber(0.318, 3)).toBe("0.319");
    expect(canonicalNumber(-0.318, 3)).toBe("-0.319");
    expect(canonicalNumber(3.14, 2)).toBe("3.15");
  });
});

describe("fnv1a64", () => {
  it("matches the published test vectors", () => {
    expect(fnv1a64("")).toBe("cbf29ce484222325");
    expect(fnv1a64("a")).toBe("af63dc4c8601ec8c");
    expect(fnv1a64("foobar")).toBe("85944171f73967e8");
  });

  it("hashes UTF-8 bytes", () => {
    expect(fnv1a64("😂")).toBe(fnv1a64(new Uint8Array([0xf0, 0x9f, 0x98, 0x82])));
  });
});

describe("canonicalSerialization", () => {
  it("lists each table in order, one entry per line", () => {
    const text = canonicalSerialization({
      valence: [
        [":)", "2"],
        ["good", "1.9"],
      ],
      idioms: [["not bad", "1.5"]],
      boosters: [["very", "0.293"]],
      negations: ["not"],
      emotion: [["happy", ["0.9", "0", "0", "0", "0", "0"]]],
    });
    expect(text).toBe("VALENCE\n:)\t2\ngood\t1.9\nIDIOMS\nnot bad\t1.5\nBOOSTERS\nvery\t0.293\nNEGATIONS\nnot\nEMOTION\nhappy\t0.9,0,0,0,0,0\n");
  });
});

describe("tokenizeComment", () => {
  it("lower-cases, splits on non-letters and keeps apostrophes inside words", () => {
    expect(tokenizeComment("I DON'T like it... 'Really' great!")).toEqual(["don't", "like", "it", "really", "great"]);
  });

  it("drops placeholders and one-letter words, keeps emoji as tokens", () => {
    expect(tokenizeComment("[NAME] is so funny😂😂 a [RELIGION] x")).toEqual(["is", "so", "funny", "😂", "😂"]);
  });

  it("straightens curly apostrophes and strips FE0F and skin tones from emoji", () => {
    expect(tokenizeComment("don’t ❤\uFE0F 👍🏽")).toEqual(["don't", "❤", "👍"]);
  });

  it("counts a ZWJ sequence as its first emoji", () => {
    expect(tokenizeComment("ok 🤷\u200D♀\uFE0F 👨\u200D👩\u200D👧")).toEqual(["ok", "🤷", "👨"]);
  });
});

describe("emotion weights", () => {
  it("is the smoothed lift over the prior, scaled to 0..1", () => {
    // 8 of 10 comments with the token carry the class; prior 0.2; k = 1:
    // P = (8 + 0.2) / 11 = 0.74545…; weight = (0.74545 - 0.2) / 0.8 = 0.68182…
    expect(emotionWeight(8, 10, 0.2)).toBeCloseTo(0.681818, 5);
    expect(emotionWeight(1, 10, 0.2)).toBe(0);
    expect(emotionWeight(10, 10, 0.5, 0)).toBe(1);
  });

  it("derives weights from a tiny labelled table", () => {
    // Classes as in labels.txt: 0 anger, 1 disgust, 2 fear, 3 joy, 4 neutral, 5 sadness, 6 surprise.
    const labelNames = ["anger", "disgust", "fear", "joy", "neutral", "sadness", "surprise"];
    const rows = [
      ...Array.from({ length: 4 }, () => ({ text: "yay happy day", labels: [3] })),
      { text: "happy but tired", labels: [3, 5] },
      ...Array.from({ length: 4 }, () => ({ text: "so angry", labels: [0] })),
      { text: "the meeting", labels: [0] },
      ...Array.from({ length: 3 }, () => ({ text: "the meeting is late", labels: [4] })),
    ];
    const counts = countTokens(rows, labelNames.length);
    expect(counts.comments).toBe(13);
    expect(counts.classComments).toEqual([5, 0, 0, 5, 3, 1, 0]);
    expect(counts.tokens.get("happy")).toEqual({ comments: 5, byClass: [0, 0, 0, 5, 0, 1, 0] });

    const result = deriveEmotionWeights(counts, { ...DEFAULT_DERIVE_OPTIONS, labelNames, minComments: 2 });
    const byToken = new Map(result.tokens.map((token) => [token.token, token.weights]));
    // Priors: anger 5/13, joy 5/13, neutral 3/13, sadness 1/13.
    // happy, joy: P = (5 + 5/13) / 6 = 0.89744, weight (0.89744 - 0.38462) / 0.61538 = 0.833;
    // sadness: P = (1 + 1/13) / 6 = 0.17949, weight (0.17949 - 0.07692) / 0.92308 = 0.111 < 0.15 → 0.
    expect(byToken.get("happy")).toEqual([0.833, 0, 0, 0, 0, 0]);
    // angry, anger: P = (4 + 5/13) / 5 = 0.87692, weight (0.87692 - 0.38462) / 0.61538 = 0.8.
    expect(byToken.get("angry")).toEqual([0, 0, 0.8, 0, 0, 0]);
    // "meeting" (1 anger, 3 neutral) and "late" (neutral only) are neutral-dominant; "so", "the"
    // and "is" are stop words; "but" and "tired" are in one comment only.
    expect(result.tokens.map((token) => token.token)).toEqual(["angry", "day", "happy", "yay"]);
    expect(result.stats).toEqual({ frequent: 9, stopWords: 3, neutralDominant: 2, noClass: 0, capped: 0 });
  });

  it("keeps only the strongest tokens under the cap", () => {
    const labelNames = ["anger", "disgust", "fear", "joy", "neutral", "sadness", "surprise"];
    const rows = [
      ...Array.from({ length: 3 }, () => ({ text: "great", labels: [3] })),
      ...Array.from({ length: 2 }, () => ({ text: "fine", labels: [3] })),
      { text: "fine", labels: [4] },
      ...Array.from({ length: 5 }, () => ({ text: "meeting", labels: [4] })),
    ];
    const counts = countTokens(rows, labelNames.length);
    const result = deriveEmotionWeights(counts, { ...DEFAULT_DERIVE_OPTIONS, labelNames, minComments: 2, maxTokens: 1 });
    // great: joy weight 0.75; fine: joy weight 0.292; only the stronger stays.
    expect(result.tokens.map((token) => token.token)).toEqual(["great"]);
    expect(result.stats.capped).toBe(1);
  });

  it("parses GoEmotions rows", () => {
    expect(parseGoEmotionsTsv("so good\t3,6\teabc\n", 7)).toEqual([{ text: "so good", labels: [3, 6] }]);
    expect(() => parseGoEmotionsTsv("so good\t9\teabc\n", 7)).toThrow(/label ids/);
  });
});

describe("emotion seeds and emotion_data.rs", () => {
  const derived: Array<readonly [string, EmotionVector]> = [
    ["happy", [0.5, 0, 0, 0, 0, 0]],
    ["sad", [0, 0.4, 0, 0, 0, 0]],
  ];
  const seeds: Array<readonly [string, EmotionVector]> = [
    ["happy", [0.9, 0, 0, 0, 0, 0]],
    ["😱", [0, 0, 0, 0.8, 0.6, 0]],
  ];

  it("gives a seed word's inflections its weights when the lexicon has them and nothing else does", () => {
    expect(inflectionsOf("panic")).toContain("panicking");
    expect(inflectionsOf("happy")).toContain("happily");
    expect(inflectionsOf("adore")).toContain("adoring");
    expect(inflectionsOf("cheese")).not.toContain("cheesy");
    expect(inflectionsOf("sad")).toContain("sadly");
    const fear: EmotionVector = [0, 0, 0, 0.9, 0, 0];
    const added = inflectedSeeds(
      [["panic", fear], ["happy", [0.9, 0, 0, 0, 0, 0]], ["fed up", [0, 0, 0.7, 0, 0, 0]], ["panics", [0, 0, 0, 0.5, 0, 0]]],
      new Set(["panicking", "panics", "happily", "happiness", "fed ups"]),
    );
    // Not a form the valence lexicon lacks ("panicked"), one with weights of its own ("panics"), a
    // word that is no inflection ("happiness") or a phrase.
    expect(added).toEqual([
      ["panicking", fear],
      ["happily", [0.9, 0, 0, 0, 0, 0]],
    ]);
  });

  it("lets a seed replace the whole derived vector", () => {
    const rows = mergeEmotionSeeds(derived, seeds);
    expect(rows.map((row) => [row.key, row.weights, row.seed])).toEqual([
      ["happy", [0.9, 0, 0, 0, 0, 0], true],
      ["sad", [0, 0.4, 0, 0, 0, 0], false],
      ["😱", [0, 0, 0, 0.8, 0.6, 0], true],
    ]);
    expect(rows[0]?.derived).toEqual([0.5, 0, 0, 0, 0, 0]);
  });

  it("renders rows that can be read back into the derived weights", () => {
    const text = (weights: EmotionVector) => weights.map((w) => canonicalNumber(w, 3));
    const source = renderEmotionRs(
      ["header"],
      mergeEmotionSeeds(derived, seeds).map((row) => ({
        key: row.key,
        weights: text(row.weights),
        derived: row.seed && row.derived !== null ? text(row.derived) : null,
        seed: row.seed,
      })),
    );
    expect(source).toContain('    ("happy", [0.9, 0.0, 0.0, 0.0, 0.0, 0.0]), // seed; derived [0.5, 0.0, 0.0, 0.0, 0.0, 0.0]\n');
    expect(source).toContain('    ("😱", [0.0, 0.0, 0.0, 0.8, 0.6, 0.0]), // seed\n');
    expect(parseEmotionRsDerived(source)).toEqual(derived);
  });

  it("renders lexicon_data.rs with the generated marker, one static per table", () => {
    const source = renderLexiconRs({
      header: ["test"],
      valence: [
        [":-\\", "-0.9"],
        ["good", "1.9"],
      ],
      idioms: [["not bad", "1.5"]],
      boosters: [["very", "0.293"]],
      negations: ["not"],
      hash: "0123456789abcdef",
    });
    expect(source.startsWith("// @generated by scripts/lexicon/generate.ts — do not edit\n")).toBe(true);
    expect(source).toContain('    (":-\\\\", -0.9),\n    ("good", 1.9),\n');
    expect(source).toContain("#[rustfmt::skip]\npub static NEGATIONS: &[&str] = &[\n    \"not\",\n];");
    expect(source).toContain('pub const LEXICON_HASH: &str = "0123456789abcdef";');
  });

  it("normalizes keys the way the tokenizer does", () => {
    expect(normalizeKey("✌\uFE0F")).toBe("✌");
    expect(normalizeKey("👍🏿")).toBe("👍");
  });
});
