import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius, space } from "../styles/tokens";

export const dialog = style({
  width: "min(28rem, calc(100vw - 2rem))",
  padding: space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: { "&::backdrop": { background: "rgba(15, 23, 42, 0.55)" } },
});

export const title = style({ fontSize: "1.3rem", marginTop: 0 });

export const actions = style({ display: "flex", justifyContent: "flex-end", gap: space.sm, marginTop: space.lg, flexWrap: "wrap" });
