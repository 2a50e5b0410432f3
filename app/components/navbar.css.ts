import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { contentWidth, desktopMedia, mobileMedia, radius, space } from "../styles/tokens";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 50,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: space.lg,
  maxWidth: contentWidth,
  marginInline: "auto",
  paddingInline: space.lg,
  minHeight: "4rem",
});

export const brand = style({
  fontSize: "1.35rem",
  fontWeight: 800,
  color: vars.color.text,
  textDecoration: "none",
  letterSpacing: "-0.01em",
});

export const brandAccent = style({ color: vars.color.primary });

export const desktopNav = style({
  flex: 1,
  "@media": { [mobileMedia]: { display: "none" } },
});

export const linkList = style({
  display: "flex",
  gap: space.xs,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const link = style({
  display: "inline-block",
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 500,
  selectors: { "&:hover": { background: vars.color.surfaceMuted } },
});

export const linkActive = style({ color: vars.color.link, background: vars.color.surfaceMuted, fontWeight: 700 });

export const actions = style({ display: "flex", alignItems: "center", gap: space.sm, marginInlineStart: "auto" });

export const authLink = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
  paddingInline: space.md,
  borderRadius: radius.md,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 600,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.primaryHover } },
});

export const desktopOnly = style({ "@media": { [mobileMedia]: { display: "none" } } });

export const menuButton = style({
  display: "none",
  width: "2.5rem",
  height: "2.5rem",
  alignItems: "center",
  justifyContent: "center",
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: "1.2rem",
  cursor: "pointer",
  "@media": { [mobileMedia]: { display: "inline-flex" } },
});

export const mobileMenu = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  "@media": { [desktopMedia]: { display: "none" } },
});

export const mobileLinkList = style({
  listStyle: "none",
  margin: 0,
  padding: space.md,
  display: "flex",
  flexDirection: "column",
  gap: space.xs,
});
