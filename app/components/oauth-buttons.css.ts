import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { space } from "../styles/tokens";

export const group = style({ display: "flex", flexDirection: "column", gap: space.sm, marginBottom: space.md });

export const buttons = style({ display: "grid", gap: space.sm });

export const reasons = style({ margin: 0, paddingInlineStart: space.lg, fontSize: "0.85rem", color: vars.color.textMuted });

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: space.sm,
  margin: `${space.sm} 0 0`,
  color: vars.color.textMuted,
  fontSize: "0.9rem",
  "::before": { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  "::after": { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
});
