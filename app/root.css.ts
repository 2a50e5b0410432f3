import { style } from "@vanilla-extract/css";
import { vars } from "./styles/theme.css";
import { radius, space } from "./styles/tokens";

export const skipLink = style({
  position: "absolute",
  left: space.md,
  top: "-4rem",
  zIndex: 100,
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  selectors: { "&:focus": { top: space.md } },
});

export const main = style({ outline: "none" });
