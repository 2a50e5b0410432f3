import { assignVars, createGlobalTheme, globalStyle } from "@vanilla-extract/css";
import { vars, type ThemeColors } from "./theme.css";

// Every text colour here meets WCAG AA (4.5:1) on background, surface and surfaceMuted.
export const darkTheme: ThemeColors = {
  color: {
    background: "#0b1020",
    surface: "#141b2f",
    surfaceMuted: "#1c2540",
    text: "#e5e9f2",
    textMuted: "#a6b0c3",
    border: "#334066",
    primary: "#a5b4fc",
    primaryHover: "#c7d2fe",
    onPrimary: "#1e1b4b",
    link: "#b4c0fd",
    focus: "#c7d2fe",
    heroFrom: "#1a1f45",
    heroTo: "#0b1020",
    success: "#86efac",
    danger: "#fca5a5",
    dangerSurface: "#3b1219",
    positive: "#86efac",
    negative: "#fca5a5",
    neutral: "#cbd5e1",
    positiveSurface: "#14532d",
    negativeSurface: "#7f1d1d",
  },
  shadow: {
    card: "0 1px 3px rgba(0, 0, 0, 0.5)",
    raised: "0 10px 30px rgba(0, 0, 0, 0.55)",
  },
};

createGlobalTheme(":root.dark", vars, darkTheme);

// Before any script runs (or without JavaScript), follow the system unless light was chosen.
globalStyle(":root:not(.light)", {
  "@media": { "(prefers-color-scheme: dark)": { vars: assignVars(vars, darkTheme) } },
});
