// Pure evaluation metrics for the accuracy benchmark (npm run bench:accuracy, issue 3).
// No I/O here: everything takes plain arrays, so scripts/lib/metrics.test.ts can check it by hand.

/** Three-way polarity used by every sentiment metric. */
export type Polarity = "positive" | "negative" | "neutral";

export const POLARITIES: readonly Polarity[] = ["positive", "negative", "neutral"];

/** Band around 0 that counts as neutral, for gold means and for -1..1 compound scores alike. */
export const NEUTRAL_BAND = 0.05;

/**
 * Maps a score to a polarity: positive when > band, negative when < -band, neutral otherwise
 * (the band edges themselves are neutral). Used both for the human means (-4..4) and for an
 * engine's compound (-1..1), with the same ±0.05 band.
 */
export function polarityOf(score: number, band: number = NEUTRAL_BAND): Polarity {
  if (score > band) return "positive";
  if (score < -band) return "negative";
  return "neutral";
}

/** Arithmetic mean; NaN for an empty list. */
export function mean(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/**
 * Pearson correlation coefficient of two equally long series. NaN when there are fewer than two
 * pairs or either series is constant (the coefficient is undefined then).
 */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length !== ys.length) {
    throw new RangeError(`pearson: lengths differ (${String(xs.length)} vs ${String(ys.length)})`);
  }
  const n = xs.length;
  if (n < 2) return Number.NaN;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] as number) - mx;
    const dy = (ys[i] as number) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return Number.NaN;
  // Clamp rounding noise (e.g. 1.0000000000000002 for identical series).
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

/** Precision, recall and F1 of one class, with its gold support. */
export type ClassScores = { precision: number; recall: number; f1: number; support: number };

export type F1Report<L extends string> = {
  macroF1: number;
  /** Share of rows whose prediction equals the gold label (single-label) or is in the gold set. */
  accuracy: number;
  perClass: Record<L, ClassScores>;
  n: number;
};

/** F1 from counts. A 0/0 precision or recall counts as 0 (scikit-learn's zero_division=0). */
function scoresFromCounts(tp: number, fp: number, fn: number): ClassScores {
  const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1, support: tp + fn };
}

function emptyCounts<L extends string>(labels: readonly L[]): Map<L, { tp: number; fp: number; fn: number }> {
  if (labels.length === 0) throw new RangeError("macro-F1 needs at least one label");
  return new Map(labels.map((label) => [label, { tp: 0, fp: 0, fn: 0 }]));
}

function report<L extends string>(
  counts: Map<L, { tp: number; fp: number; fn: number }>,
  correct: number,
  n: number,
): F1Report<L> {
  const perClass = {} as Record<L, ClassScores>;
  let sum = 0;
  for (const [label, c] of counts) {
    const scores = scoresFromCounts(c.tp, c.fp, c.fn);
    perClass[label] = scores;
    sum += scores.f1;
  }
  return { macroF1: sum / counts.size, accuracy: n === 0 ? Number.NaN : correct / n, perClass, n };
}

/**
 * Single-label macro-F1: the unweighted mean of the per-class F1 over `labels` (every listed class
 * counts, even one that never occurs; its F1 is then 0). Gold or predicted labels outside `labels`
 * are an error.
 */
export function macroF1<L extends string>(gold: readonly L[], pred: readonly L[], labels: readonly L[]): F1Report<L> {
  if (gold.length !== pred.length) {
    throw new RangeError(`macroF1: lengths differ (${String(gold.length)} vs ${String(pred.length)})`);
  }
  const counts = emptyCounts(labels);
  let correct = 0;
  for (let i = 0; i < gold.length; i++) {
    const g = gold[i] as L;
    const p = pred[i] as L;
    const gc = counts.get(g);
    const pc = counts.get(p);
    if (gc === undefined || pc === undefined) {
      throw new RangeError(`macroF1: label ${gc === undefined ? g : p} is not one of ${labels.join(", ")}`);
    }
    if (g === p) {
      gc.tp += 1;
      correct += 1;
    } else {
      pc.fp += 1;
      gc.fn += 1;
    }
  }
  return report(counts, correct, gold.length);
}

/**
 * Macro-F1 of one predicted label per row against a multi-label gold set. For each class c:
 * TP = rows with pred == c and c in gold; FP = pred == c and c not in gold; FN = c in gold and
 * pred != c. So a row with gold {joy, surprise} predicted "joy" is a TP for joy and an FN for
 * surprise. `accuracy` is the share of rows whose prediction is in the gold set.
 */
export function multiLabelMacroF1<L extends string>(
  gold: readonly ReadonlySet<L>[],
  pred: readonly L[],
  labels: readonly L[],
): F1Report<L> {
  if (gold.length !== pred.length) {
    throw new RangeError(`multiLabelMacroF1: lengths differ (${String(gold.length)} vs ${String(pred.length)})`);
  }
  const counts = emptyCounts(labels);
  let correct = 0;
  for (let i = 0; i < gold.length; i++) {
    const g = gold[i] as ReadonlySet<L>;
    const p = pred[i] as L;
    const pc = counts.get(p);
    if (pc === undefined) throw new RangeError(`multiLabelMacroF1: label ${p} is not one of ${labels.join(", ")}`);
    for (const label of g) {
      if (!counts.has(label)) {
        throw new RangeError(`multiLabelMacroF1: label ${label} is not one of ${labels.join(", ")}`);
      }
    }
    if (g.has(p)) {
      pc.tp += 1;
      correct += 1;
    } else {
      pc.fp += 1;
    }
    for (const label of g) {
      if (label !== p) (counts.get(label) as { fn: number }).fn += 1;
    }
  }
  return report(counts, correct, gold.length);
}

/**
 * The class that occurs in the most gold sets (ties: the first in `labels`): the majority-class
 * baseline predicts it for every row.
 */
export function mostFrequentLabel<L extends string>(gold: readonly ReadonlySet<L>[], labels: readonly L[]): L {
  let best: L | undefined;
  let bestCount = -1;
  for (const label of labels) {
    let count = 0;
    for (const g of gold) if (g.has(label)) count += 1;
    if (count > bestCount) {
      best = label;
      bestCount = count;
    }
  }
  if (best === undefined) throw new RangeError("mostFrequentLabel needs at least one label");
  return best;
}

/**
 * Polarity accuracy on the rows whose gold is not neutral (|gold| > band): a prediction is right
 * when its sign matches the gold's; a prediction of exactly 0 is wrong. `n` is the number of
 * non-neutral gold rows (NaN accuracy when there are none).
 */
export function binaryAccuracy(
  gold: readonly number[],
  pred: readonly number[],
  band: number = NEUTRAL_BAND,
): { accuracy: number; n: number } {
  if (gold.length !== pred.length) {
    throw new RangeError(`binaryAccuracy: lengths differ (${String(gold.length)} vs ${String(pred.length)})`);
  }
  let n = 0;
  let correct = 0;
  for (let i = 0; i < gold.length; i++) {
    const g = gold[i] as number;
    const p = pred[i] as number;
    if (Math.abs(g) <= band) continue;
    n += 1;
    if ((g > 0 && p > 0) || (g < 0 && p < 0)) correct += 1;
  }
  return { accuracy: n === 0 ? Number.NaN : correct / n, n };
}

export type CalibrationBin = {
  /** Inclusive lower edge. */
  lo: number;
  /** Exclusive upper edge, except for the last bin, which includes 1. */
  hi: number;
  count: number;
  correct: number;
  /** correct / count; NaN for an empty bin. */
  accuracy: number;
};

/**
 * Bins rows by confidence into `binCount` equal bins over [0, 1]: [0, 0.2), [0.2, 0.4), …,
 * [0.8, 1.0] for 5 bins. A value on an inner edge goes to the upper bin; 1 goes to the last bin.
 * Values outside [0, 1] (or NaN) are not binned but counted in `outOfRange`.
 */
export function calibrationBins(
  confidence: readonly number[],
  correct: readonly boolean[],
  binCount = 5,
): { bins: CalibrationBin[]; outOfRange: number } {
  if (confidence.length !== correct.length) {
    throw new RangeError(
      `calibrationBins: lengths differ (${String(confidence.length)} vs ${String(correct.length)})`,
    );
  }
  if (!Number.isInteger(binCount) || binCount < 1) throw new RangeError("calibrationBins: binCount must be >= 1");
  const bins: CalibrationBin[] = [];
  for (let b = 0; b < binCount; b++) {
    bins.push({ lo: b / binCount, hi: (b + 1) / binCount, count: 0, correct: 0, accuracy: Number.NaN });
  }
  let outOfRange = 0;
  for (let i = 0; i < confidence.length; i++) {
    const c = confidence[i] as number;
    if (!(c >= 0 && c <= 1)) {
      outOfRange += 1;
      continue;
    }
    // Index by comparing with the edges as computed above (b / binCount), so that 0.6 lands in
    // [0.6, 0.8) even though 0.6 * 5 is 2.9999999999999996 in floating point.
    let b = Math.min(binCount - 1, Math.floor(c * binCount));
    if (b + 1 < binCount && c >= (b + 1) / binCount) b += 1;
    if (b > 0 && c < b / binCount) b -= 1;
    const bin = bins[b] as CalibrationBin;
    bin.count += 1;
    if (correct[i]) bin.correct += 1;
  }
  for (const bin of bins) bin.accuracy = bin.count === 0 ? Number.NaN : bin.correct / bin.count;
  return { bins, outOfRange };
}

/** VADER's normalisation of an unbounded score into -1..1: x / sqrt(x² + alpha), alpha = 15. */
export function normalizeScore(x: number, alpha = 15): number {
  return x / Math.sqrt(x * x + alpha);
}
