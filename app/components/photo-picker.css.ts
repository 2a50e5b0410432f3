import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius, space } from "../styles/tokens";

export const picker = style({ display: "flex", flexDirection: "column", alignItems: "center", gap: space.xs, marginBottom: space.md });

export const input = style({});

export const circle = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "7rem",
  height: "7rem",
  borderRadius: radius.round,
  border: `2px dashed ${vars.color.border}`,
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  cursor: "pointer",
  selectors: {
    "&:hover": { borderColor: vars.color.primary },
    // The input itself is hidden; its keyboard focus shows on the circle.
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: "3px" },
  },
});

export const image = style({ width: "100%", height: "100%", objectFit: "cover", borderRadius: radius.round });

export const badge = style({
  position: "absolute",
  insetInlineEnd: "0.1rem",
  insetBlockEnd: "0.1rem",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: "1.9rem",
  height: "1.9rem",
  borderRadius: radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: "0.9rem",
  boxShadow: vars.shadow.card,
});

export const caption = style({ fontWeight: 600, cursor: "pointer" });

export const hint = style({ margin: 0, fontSize: "0.85rem", color: vars.color.textMuted });

export const placeholderIcon = style({ fontSize: "2.25rem", lineHeight: 1 });
