import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { contentWidth, space } from "../styles/tokens";

const riseIn = keyframes({
  from: { opacity: 0, transform: "translateY(16px)" },
  to: { opacity: 1, transform: "translateY(0)" },
});

export const footer = style({
  marginTop: space.section,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  // The spec's footer animation: 800 ms, played once.
  animation: `${riseIn} 800ms ease-out 1 both`,
});

export const inner = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  gap: space.xl,
  maxWidth: contentWidth,
  marginInline: "auto",
  padding: `${space.xxl} ${space.lg} ${space.xl}`,
});

export const brandColumn = style({ gridColumn: "span 2", "@media": { "screen and (max-width: 640px)": { gridColumn: "auto" } } });

export const brand = style({ fontSize: "1.35rem", fontWeight: 800, margin: 0 });
export const brandAccent = style({ color: vars.color.primary });
export const tagline = style({ color: vars.color.textMuted, maxWidth: "28rem" });

export const column = style({});
export const columnTitle = style({
  fontSize: "0.95rem",
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  color: vars.color.textMuted,
});

const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: space.sm });
export const linkList = list;
export const externalList = list;

export const link = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.link, textDecoration: "underline" } },
});

export const bottom = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: space.md,
  maxWidth: contentWidth,
  marginInline: "auto",
  padding: `${space.md} ${space.lg} ${space.xl}`,
  borderTop: `1px solid ${vars.color.border}`,
});

export const copyright = style({ margin: 0, color: vars.color.textMuted });

export const themeSwitch = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.sm,
  cursor: "pointer",
  color: vars.color.text,
});
