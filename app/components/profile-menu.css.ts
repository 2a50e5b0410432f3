import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius, space } from "../styles/tokens";

export const profile = style({ position: "relative" });

export const trigger = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space.sm,
  minHeight: "2.5rem",
  paddingInline: `${space.xs} ${space.sm}`,
  borderRadius: radius.round,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: "pointer",
  selectors: { "&:hover, &[aria-expanded='true']": { background: vars.color.surfaceMuted } },
});

export const caret = style({ fontSize: "0.8rem", color: vars.color.textMuted });

export const panel = style({
  position: "absolute",
  insetInlineEnd: 0,
  top: `calc(100% + ${space.sm})`,
  minWidth: "15rem",
  margin: 0,
  padding: space.sm,
  listStyle: "none",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.raised,
  zIndex: 60,
});

export const signedInAs = style({
  padding: `${space.sm} ${space.md}`,
  marginBottom: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: "0.9rem",
});

export const email = style({ overflowWrap: "anywhere" });

export const item = style({
  display: "block",
  width: "100%",
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.sm,
  border: "none",
  background: "transparent",
  color: vars.color.text,
  font: "inherit",
  fontWeight: 500,
  textAlign: "start",
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

export const mobileIdentity = style({
  display: "flex",
  alignItems: "center",
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  borderTop: `1px solid ${vars.color.border}`,
  marginTop: space.xs,
});

export const logoutForm = style({ margin: 0 });
