import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius } from "../styles/tokens";

export const toggle = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.5rem",
  height: "2.5rem",
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: "1.15rem",
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.primary } },
});
