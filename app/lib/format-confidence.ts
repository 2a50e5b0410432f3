/**
 * A confidence (0..1) as the spec shows it (§5): a rounded percentage, '0%' when exactly 0,
 * 'N/A' when below 0.005 or not a finite number.
 */
export function formatConfidence(confidence: number): string {
  if (!Number.isFinite(confidence)) return "N/A";
  if (confidence === 0) return "0%";
  if (confidence < 0.005) return "N/A";
  return `${Math.round(confidence * 100)}%`;
}
