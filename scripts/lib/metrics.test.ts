// Unit tests for the accuracy benchmark's metrics and corpus parsing (synthetic rows only: no
// test reads ../shared/data).
import { describe, expect, it } from "vitest";
import {
  ekmanToPolarity,
  parseGoEmotionsTsv,
  parseLabels,
  parseSnippetId,
  parseVaderTsv,
  rebuildDocuments,
  toEkmanSet,
  GOEMOTIONS_TO_EKMAN,
  type Ekman,
} from "./corpora.ts";
import {
  binaryAccuracy,
  calibrationBins,
  macroF1,
  mean,
  mostFrequentLabel,
  multiLabelMacroF1,
  normalizeScore,
  pearson,
  polarityOf,
  POLARITIES,
  type Polarity,
} from "./metrics.ts";

describe("pearson", () => {
  it("is 1 for perfectly correlated series, whatever the scale and offset", () => {
    expect(pearson([1, 2, 3, 4], [10, 20, 30, 40])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3, 4], [3, 5, 7, 9])).toBeCloseTo(1, 12);
  });

  it("is -1 for perfectly anti-correlated series", () => {
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
  });

  it("matches a hand-computed small example", () => {
    // x = 1,2,3,4,5 (mean 3), y = 2,4,5,4,5 (mean 4): Sxy = 6, Sxx = 10, Syy = 6 -> 6 / sqrt(60).
    expect(pearson([1, 2, 3, 4, 5], [2, 4, 5, 4, 5])).toBeCloseTo(6 / Math.sqrt(60), 12);
  });

  it("is 0 for uncorrelated series", () => {
    expect(pearson([1, 2, 3], [1, 0, 1])).toBeCloseTo(0, 12);
  });

  it("is NaN when undefined (constant series, fewer than two pairs)", () => {
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(pearson([1], [2])).toBeNaN();
    expect(pearson([], [])).toBeNaN();
  });

  it("rejects series of different lengths", () => {
    expect(() => pearson([1, 2], [1])).toThrow(RangeError);
  });
});

describe("polarityOf", () => {
  it("uses a strict ±0.05 band: the edges are neutral", () => {
    expect(polarityOf(0.06)).toBe("positive");
    expect(polarityOf(0.05)).toBe("neutral");
    expect(polarityOf(0)).toBe("neutral");
    expect(polarityOf(-0.05)).toBe("neutral");
    expect(polarityOf(-0.051)).toBe("negative");
    expect(polarityOf(2.5)).toBe("positive");
  });
});

describe("macroF1", () => {
  it("matches a hand-computed 3-class confusion", () => {
    const gold: Polarity[] = ["positive", "positive", "positive", "negative", "negative", "neutral"];
    const pred: Polarity[] = ["positive", "positive", "negative", "negative", "neutral", "neutral"];
    const r = macroF1(gold, pred, POLARITIES);
    // positive: TP 2, FP 0, FN 1 -> P 1, R 2/3, F1 0.8
    // negative: TP 1, FP 1, FN 1 -> P 1/2, R 1/2, F1 0.5
    // neutral:  TP 1, FP 1, FN 0 -> P 1/2, R 1, F1 2/3
    expect(r.perClass.positive.f1).toBeCloseTo(0.8, 12);
    expect(r.perClass.negative.f1).toBeCloseTo(0.5, 12);
    expect(r.perClass.neutral.f1).toBeCloseTo(2 / 3, 12);
    expect(r.perClass.positive.support).toBe(3);
    expect(r.macroF1).toBeCloseTo((0.8 + 0.5 + 2 / 3) / 3, 12);
    expect(r.accuracy).toBeCloseTo(4 / 6, 12);
    expect(r.n).toBe(6);
  });

  it("is 1 for perfect predictions", () => {
    expect(macroF1(["a", "b"], ["a", "b"], ["a", "b"]).macroF1).toBe(1);
  });

  it("counts a listed class that never occurs as F1 0", () => {
    const r = macroF1(["a", "a"], ["a", "a"], ["a", "b"]);
    expect(r.perClass.b.f1).toBe(0);
    expect(r.macroF1).toBe(0.5);
  });

  it("rejects labels outside the list and mismatched lengths", () => {
    expect(() => macroF1(["a", "c"], ["a", "a"], ["a", "b"])).toThrow(/label c/);
    expect(() => macroF1(["a"], ["a", "b"], ["a", "b"])).toThrow(RangeError);
  });
});

describe("multiLabelMacroF1", () => {
  const labels = ["joy", "anger", "neutral"] as const;
  type L = (typeof labels)[number];
  const set = (...values: L[]) => new Set<L>(values);

  it("applies the TP/FP/FN rules of one prediction against a gold set", () => {
    const gold = [set("joy", "anger"), set("joy"), set("anger"), set("neutral")];
    const pred: L[] = ["joy", "anger", "anger", "joy"];
    const r = multiLabelMacroF1(gold, pred, labels);
    // row 1: joy TP, anger FN (in gold, not predicted)
    // row 2: anger FP, joy FN
    // row 3: anger TP
    // row 4: joy FP, neutral FN
    // joy: TP 1, FP 1, FN 1 -> F1 0.5; anger: TP 1, FP 1, FN 1 -> F1 0.5; neutral: TP 0, FN 1 -> 0
    expect(r.perClass.joy).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5, support: 2 });
    expect(r.perClass.anger).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5, support: 2 });
    expect(r.perClass.neutral).toEqual({ precision: 0, recall: 0, f1: 0, support: 1 });
    expect(r.macroF1).toBeCloseTo(1 / 3, 12);
    expect(r.accuracy).toBe(0.5); // rows 1 and 3 predict a gold label
  });

  it("gives the majority-class baseline its F1 on that class only", () => {
    const gold = [set("joy"), set("joy", "anger"), set("neutral"), set("joy")];
    const majority = mostFrequentLabel(gold, labels);
    expect(majority).toBe("joy");
    const r = multiLabelMacroF1(gold, gold.map(() => majority), labels);
    // joy: TP 3, FP 1, FN 0 -> P 3/4, R 1, F1 6/7; others 0.
    expect(r.perClass.joy.f1).toBeCloseTo(6 / 7, 12);
    expect(r.macroF1).toBeCloseTo(6 / 7 / 3, 12);
  });

  it("breaks majority ties by label order", () => {
    expect(mostFrequentLabel([set("anger"), set("joy")], labels)).toBe("joy");
  });

  it("rejects gold or predicted labels outside the list", () => {
    const bad = new Set(["fear"]) as unknown as Set<L>;
    expect(() => multiLabelMacroF1([bad], ["joy"], labels)).toThrow(/fear/);
    expect(() => multiLabelMacroF1([set("joy")], ["fear" as L], labels)).toThrow(/fear/);
  });
});

describe("binaryAccuracy", () => {
  it("scores sign agreement on non-neutral gold only; a prediction of 0 is wrong", () => {
    const gold = [2, -1.5, 0.03, -0.02, 1, -3];
    const pred = [0.4, -0.2, -0.9, 0.9, 0, 0.1];
    // rows 3 and 4 are neutral gold (skipped); row 5 predicts 0 (wrong); row 6 wrong sign.
    expect(binaryAccuracy(gold, pred)).toEqual({ accuracy: 0.5, n: 4 });
  });

  it("is NaN when every gold row is neutral", () => {
    const r = binaryAccuracy([0, 0.05, -0.05], [1, 1, 1]);
    expect(r.n).toBe(0);
    expect(r.accuracy).toBeNaN();
  });
});

describe("calibrationBins", () => {
  it("puts inner edges in the upper bin and 1 in the last bin", () => {
    const confidence = [0, 0.1999, 0.2, 0.4, 0.6, 0.8, 0.99, 1];
    const correct = [true, false, true, true, false, true, true, false];
    const { bins, outOfRange } = calibrationBins(confidence, correct);
    expect(outOfRange).toBe(0);
    expect(bins.map((b) => b.count)).toEqual([2, 1, 1, 1, 3]);
    expect(bins.map((b) => b.correct)).toEqual([1, 1, 1, 0, 2]);
    expect(bins[0]?.accuracy).toBe(0.5);
    expect(bins[4]?.accuracy).toBeCloseTo(2 / 3, 12);
    expect(bins.map((b) => [b.lo, b.hi])).toEqual([
      [0, 0.2],
      [0.2, 0.4],
      [0.4, 0.6],
      [0.6, 0.8],
      [0.8, 1],
    ]);
  });

  it("leaves values outside [0, 1] and NaN unbinned, and empty bins with NaN accuracy", () => {
    const { bins, outOfRange } = calibrationBins([-0.01, 1.01, Number.NaN, 0.5], [true, true, true, true]);
    expect(outOfRange).toBe(3);
    expect(bins.map((b) => b.count)).toEqual([0, 0, 1, 0, 0]);
    expect(bins[0]?.accuracy).toBeNaN();
  });

  it("supports other bin counts", () => {
    const { bins } = calibrationBins([0.25, 0.5, 0.75, 1], [true, true, true, true], 2);
    expect(bins.map((b) => b.count)).toEqual([1, 3]);
  });
});

describe("normalizeScore and mean", () => {
  it("normalises like VADER's compound: x / sqrt(x^2 + 15)", () => {
    expect(normalizeScore(0)).toBe(0);
    expect(normalizeScore(1)).toBeCloseTo(0.25, 12);
    expect(normalizeScore(-7)).toBeCloseTo(-7 / 8, 12);
  });

  it("averages, NaN for none", () => {
    expect(mean([1, 2, 6])).toBe(3);
    expect(mean([])).toBeNaN();
  });
});

describe("VADER ground-truth parsing and document rebuilding", () => {
  it("parses CRLF TSV with a missing final newline; the text keeps everything after the second tab", () => {
    const rows = parseVaderTsv("1_1\t-0.9\tbad player.\r\n1_2\t1.5\ttabs\tinside\r\n\r\n2_1\t0\tlast");
    expect(rows).toEqual([
      { id: "1_1", mean: -0.9, text: "bad player." },
      { id: "1_2", mean: 1.5, text: "tabs\tinside" },
      { id: "2_1", mean: 0, text: "last" },
    ]);
  });

  it("rejects malformed lines with their line number", () => {
    expect(() => parseVaderTsv("1\t0.5\tok\r\n2\tabc\ttext", "f.txt")).toThrow(/f\.txt:2/);
    expect(() => parseVaderTsv("no tabs here", "f.txt")).toThrow(/f\.txt:1/);
  });

  it("parses A_S ids", () => {
    expect(parseSnippetId("12_3")).toEqual({ doc: 12, sentence: 3 });
    expect(() => parseSnippetId("12")).toThrow(/A_S/);
  });

  it("orders sentences and documents numerically (2_10 after 2_9) and averages the means", () => {
    const rows = parseVaderTsv(
      [
        "2_10\t1\tten.",
        "10_1\t-1\tdoc ten.",
        "2_9\t2\tnine.",
        "2_1\t0\tone.",
        "9_2\t-2\tsecond.",
        "9_1\t-1\tfirst.",
      ].join("\r\n"),
    );
    const docs = rebuildDocuments(rows);
    expect(docs.map((d) => d.id)).toEqual([2, 9, 10]);
    expect(docs[0]).toEqual({ id: 2, text: "one. nine. ten.", mean: 1, sentences: 3 });
    expect(docs[1]).toEqual({ id: 9, text: "first. second.", mean: -1.5, sentences: 2 });
    expect(docs[2]).toEqual({ id: 10, text: "doc ten.", mean: -1, sentences: 1 });
  });
});

describe("GoEmotions parsing and Ekman mapping", () => {
  const labels = parseLabels("admiration\r\nanger\nsurprise\nneutral\nsadness\n\n");

  it("reads labels.txt and label ids", () => {
    expect(labels).toEqual(["admiration", "anger", "surprise", "neutral", "sadness"]);
    const rows = parseGoEmotionsTsv("Nice one!\t0\tabc\nUgh.\t1,4\tdef\n", labels);
    expect(rows).toEqual([
      { id: "abc", text: "Nice one!", labels: ["admiration"] },
      { id: "def", text: "Ugh.", labels: ["anger", "sadness"] },
    ]);
    expect(() => parseGoEmotionsTsv("x\t9\tid", labels, "dev.tsv")).toThrow(/dev\.tsv:1.*9/);
    expect(() => parseGoEmotionsTsv("x\t0", labels, "dev.tsv")).toThrow(/dev\.tsv:1/);
  });

  it("maps every one of the 28 GoEmotions labels", () => {
    expect(Object.keys(GOEMOTIONS_TO_EKMAN)).toHaveLength(28);
    expect(GOEMOTIONS_TO_EKMAN["admiration"]).toBe("joy");
    expect(GOEMOTIONS_TO_EKMAN["disapproval"]).toBe("anger");
    expect(GOEMOTIONS_TO_EKMAN["curiosity"]).toBe("surprise");
    expect(GOEMOTIONS_TO_EKMAN["embarrassment"]).toBe("sadness");
  });

  it("makes neutral gold only when it is the only label", () => {
    expect(toEkmanSet(["neutral"])).toEqual(new Set(["neutral"]));
    expect(toEkmanSet(["neutral", "admiration"])).toEqual(new Set(["joy"]));
    expect(toEkmanSet(["amusement", "joy", "annoyance"])).toEqual(new Set(["joy", "anger"]));
    expect(() => toEkmanSet(["boredom"])).toThrow(/boredom/);
  });

  it("derives 3-class sentiment gold, skipping mixed and surprise-only rows", () => {
    const s = (...values: Ekman[]) => new Set<Ekman>(values);
    expect(ekmanToPolarity(s("joy"))).toBe("positive");
    expect(ekmanToPolarity(s("joy", "surprise"))).toBe("positive");
    expect(ekmanToPolarity(s("anger", "disgust"))).toBe("negative");
    expect(ekmanToPolarity(s("fear", "surprise"))).toBe("negative");
    expect(ekmanToPolarity(s("neutral"))).toBe("neutral");
    expect(ekmanToPolarity(s("joy", "sadness"))).toBeNull();
    expect(ekmanToPolarity(s("surprise"))).toBeNull();
  });
});
