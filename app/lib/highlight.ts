import type { TokenContribution } from "../../sentiment-wasm/ts/index";

export type HighlightSegment = { text: string; contribution?: TokenContribution };

/**
 * Splits `text` into plain runs and the tokens that moved the score, using the engine's UTF-16
 * offsets. Stops at `maxLength` characters (without cutting a token or a surrogate pair).
 */
export function highlightSegments(text: string, tokens: readonly TokenContribution[], maxLength = Infinity): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  const limit = Math.min(text.length, maxLength);
  let position = 0;
  for (const token of [...tokens].sort((a, b) => a.start - b.start)) {
    if (token.start < position || token.end > text.length || token.start >= token.end) continue;
    if (token.start >= limit) break;
    if (token.start > position) segments.push({ text: text.slice(position, token.start) });
    segments.push({ text: text.slice(token.start, token.end), contribution: token });
    position = token.end;
  }
  if (position < limit) {
    let end = limit;
    // Do not split a surrogate pair.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
    segments.push({ text: text.slice(position, end) });
  }
  return segments;
}

/** "+2.4" / "−1.1": a valence with its sign, for labels and tooltips. */
export function formatValence(valence: number): string {
  const rounded = Math.abs(valence).toFixed(1);
  return valence >= 0 ? `+${rounded}` : `\u2212${rounded}`;
}
