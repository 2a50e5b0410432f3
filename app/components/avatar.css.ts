import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius } from "../styles/tokens";

const base = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: radius.round,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  lineHeight: 1,
  userSelect: "none",
});

export const size = styleVariants({
  small: [base, { width: "2rem", height: "2rem", fontSize: "0.95rem" }],
  large: [base, { width: "7rem", height: "7rem", fontSize: "2.75rem" }],
});

export const photo = style({ width: "100%", height: "100%", objectFit: "cover" });
