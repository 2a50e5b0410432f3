// The one theme contract: light.css.ts and dark.css.ts each implement all of it.
import { createThemeContract } from "@vanilla-extract/css";

export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    link: null,
    focus: null,
    heroFrom: null,
    heroTo: null,
    success: null,
    danger: null,
    dangerSurface: null,
    positive: null,
    negative: null,
    neutral: null,
    positiveSurface: null,
    negativeSurface: null,
  },
  shadow: {
    card: null,
    raised: null,
  },
});

export type ThemeColors = {
  color: Record<keyof typeof vars.color, string>;
  shadow: Record<keyof typeof vars.shadow, string>;
};
