// Minimal types for the two untyped CommonJS packages the accuracy benchmark compares against
// (dev dependencies only; scripts/bench-accuracy.ts). Only what the benchmark uses is declared.

declare module "vader-sentiment" {
  /** vaderSentiment-js 1.1.3: module.exports = { SentimentIntensityAnalyzer }. */
  const vader: {
    SentimentIntensityAnalyzer: {
      /** neg/neu/pos proportions and the normalised -1..1 compound score. */
      polarity_scores(text: string): { neg: number; neu: number; pos: number; compound: number };
    };
  };
  export default vader;
}

declare module "sentiment" {
  /** AFINN-based analyser (sentiment 5.0.2): module.exports = Sentiment. */
  export default class Sentiment {
    constructor(options?: object);
    analyze(
      phrase: string,
      options?: { language?: string; extras?: Record<string, number> },
    ): {
      /** Sum of the AFINN word scores (-5..5 each), unbounded. */
      score: number;
      /** score divided by the number of tokens (NaN for text without tokens). */
      comparative: number;
      tokens: string[];
      words: string[];
      positive: string[];
      negative: string[];
    };
  }
}
