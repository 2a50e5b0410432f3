// The account screens' shared layout: one centred card under a heading.
import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { reducedMotion, space } from "../styles/tokens";

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const page = style({
  width: "100%",
  maxWidth: "31rem",
  marginInline: "auto",
  paddingInline: space.md,
  paddingBlock: space.xxl,
});

export const wide = style({ maxWidth: "44rem" });

export const title = style({ fontSize: "clamp(1.7rem, 4vw, 2.2rem)", marginBottom: space.xs, textAlign: "center" });

export const subtitle = style({ color: vars.color.textMuted, textAlign: "center", marginTop: 0, marginBottom: space.lg });

export const form = style({ display: "flex", flexDirection: "column", gap: space.xs });

export const submit = style({ width: "100%", marginTop: space.sm });

export const labelRow = style({ display: "flex", justifyContent: "space-between", alignItems: "baseline", gap: space.sm });

export const smallLink = style({ fontSize: "0.9rem" });

export const footnote = style({ marginTop: space.lg, marginBottom: 0, textAlign: "center", color: vars.color.textMuted });

export const nameRow = style({
  display: "grid",
  gap: `0 ${space.md}`,
  gridTemplateColumns: "repeat(auto-fit, minmax(11rem, 1fr))",
});

export const spinner = style({
  width: "2.5rem",
  height: "2.5rem",
  marginInline: "auto",
  borderRadius: "50%",
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animationName: spin,
  animationDuration: "900ms",
  animationIterationCount: "infinite",
  animationTimingFunction: "linear",
  "@media": { [reducedMotion]: { animationDuration: "3s" } },
});

export const buttonRow = style({ display: "flex", gap: space.sm, flexWrap: "wrap", justifyContent: "center", marginBottom: 0 });
