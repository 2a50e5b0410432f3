import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius, space } from "../styles/tokens";

export const result = style({
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: space.md,
});

export const summary = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: space.md });

const badgeBase = style({
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.round,
  fontWeight: 700,
  letterSpacing: "0.04em",
});

export const badge = styleVariants({
  positive: [badgeBase, { background: vars.color.positiveSurface, color: vars.color.text }],
  negative: [badgeBase, { background: vars.color.negativeSurface, color: vars.color.text }],
  neutral: [badgeBase, { background: vars.color.surfaceMuted, color: vars.color.text }],
});

export const heading = style({ fontSize: "1rem", marginTop: space.lg });

export const highlighted = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  maxHeight: "16rem",
  overflowY: "auto",
  padding: space.sm,
  borderRadius: radius.md,
  background: vars.color.surfaceMuted,
});

const word = style({ color: vars.color.text, borderRadius: "4px", padding: "0 2px" });
export const positiveWord = style([word, { background: vars.color.positiveSurface }]);
export const negativeWord = style([word, { background: vars.color.negativeSurface }]);

export const drivers = style({ display: "flex", flexWrap: "wrap", gap: space.sm, listStyle: "none", padding: 0, margin: 0 });
// Inherits the word's text colour: muted grey on a tinted background would fall below AA.
export const notes = style({ fontSize: "0.85rem", fontStyle: "italic" });

export const emotions = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: space.xs });
export const emotionRow = style({ display: "grid", gridTemplateColumns: "5.5rem 1fr 3rem", alignItems: "center", gap: space.sm });
export const emotionName = style({});
export const bar = style({ height: "0.6rem", borderRadius: radius.round, background: vars.color.surfaceMuted, overflow: "hidden" });
export const barFill = style({ display: "block", height: "100%", background: vars.color.primary });
export const emotionValue = style({ textAlign: "end", fontVariantNumeric: "tabular-nums" });

export const muted = style({ color: vars.color.textMuted, fontSize: "0.95rem" });
