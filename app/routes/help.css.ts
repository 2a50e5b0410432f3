import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { radius, space } from "../styles/tokens";

export const group = style({ marginTop: space.xxl });

export const accordion = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surface,
  overflow: "hidden",
});

export const item = style({
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});

export const questionHeading = style({ margin: 0, fontSize: "1.05rem" });

export const questionButton = style({
  display: "flex",
  width: "100%",
  justifyContent: "space-between",
  alignItems: "center",
  gap: space.md,
  padding: `${space.md} ${space.lg}`,
  border: 0,
  background: "transparent",
  textAlign: "start",
  fontWeight: 600,
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.surfaceMuted },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
});

export const chevron = style({ fontSize: "1.3rem", color: vars.color.textMuted });

export const answer = style({ padding: `0 ${space.lg} ${space.md}`, color: vars.color.text });

export const answerLinks = style({ display: "flex", flexWrap: "wrap", gap: space.md, fontWeight: 600 });

export const stillNeedHelp = style({ marginTop: space.xxl, textAlign: "center" });
