import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius, space } from "../styles/tokens";

export const strength = style({ display: "flex", flexDirection: "column", gap: space.xs });

export const bar = style({ display: "grid", gridTemplateColumns: "repeat(5, 1fr)", gap: space.xs });

export const segment = style({ height: "0.4rem", borderRadius: radius.round, background: vars.color.surfaceMuted, border: `1px solid ${vars.color.border}` });

export const filled = styleVariants({
  weak: [segment, { background: vars.color.danger, borderColor: vars.color.danger }],
  fair: [segment, { background: vars.color.primary, borderColor: vars.color.primary }],
  strong: [segment, { background: vars.color.success, borderColor: vars.color.success }],
});

export const label = style({ margin: 0, fontSize: "0.9rem", color: vars.color.textMuted });

export const hints = style({ margin: 0, paddingInlineStart: space.lg, fontSize: "0.9rem", color: vars.color.textMuted });
