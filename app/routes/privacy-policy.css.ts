import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { desktopMedia, radius, space } from "../styles/tokens";

export const index = style({
  "@media": {
    [desktopMedia]: { position: "sticky", top: "5.5rem", alignSelf: "start", maxHeight: "calc(100vh - 7rem)", overflowY: "auto" },
  },
});

export const indexList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });

export const indexLink = style({
  display: "block",
  padding: `${space.sm} ${space.md}`,
  borderInlineStart: `3px solid transparent`,
  borderRadius: `0 ${radius.sm} ${radius.sm} 0`,
  color: vars.color.textMuted,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.text, background: vars.color.surfaceMuted },
    "&[aria-current]": {
      color: vars.color.link,
      fontWeight: 700,
      borderInlineStartColor: vars.color.primary,
      background: vars.color.surfaceMuted,
    },
  },
});

export const section = style({
  paddingBottom: space.xl,
  outline: "none",
  selectors: { "& + &": { paddingTop: space.lg, borderTop: `1px solid ${vars.color.border}` } },
});
