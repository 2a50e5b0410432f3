import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius, space } from "../styles/tokens";

export const wrapper = style({ position: "relative", display: "flex" });

export const input = style({ paddingInlineEnd: "4.5rem" });

export const toggle = style({
  position: "absolute",
  insetInlineEnd: space.xs,
  top: "50%",
  transform: "translateY(-50%)",
  minHeight: "2.25rem",
  paddingInline: space.sm,
  border: "none",
  borderRadius: radius.sm,
  background: "transparent",
  color: vars.color.link,
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});
