import { createGlobalTheme } from "@vanilla-extract/css";
import { vars, type ThemeColors } from "./theme.css";

// Every text colour here meets WCAG AA (4.5:1) on background, surface and surfaceMuted.
export const lightTheme: ThemeColors = {
  color: {
    background: "#f7f8fc",
    surface: "#ffffff",
    surfaceMuted: "#eef1f8",
    text: "#111827",
    textMuted: "#4b5563",
    border: "#cfd6e4",
    primary: "#4338ca",
    primaryHover: "#3730a3",
    onPrimary: "#ffffff",
    link: "#3730a3",
    focus: "#4338ca",
    heroFrom: "#eef2ff",
    heroTo: "#f7f8fc",
    success: "#166534",
    danger: "#b91c1c",
    dangerSurface: "#fef2f2",
    positive: "#166534",
    negative: "#b91c1c",
    neutral: "#4b5563",
    positiveSurface: "#dcfce7",
    negativeSurface: "#fee2e2",
  },
  shadow: {
    card: "0 1px 3px rgba(17, 24, 39, 0.08), 0 1px 2px rgba(17, 24, 39, 0.04)",
    raised: "0 10px 30px rgba(17, 24, 39, 0.12)",
  },
};

// Light is the default when nothing is saved and the system has no dark preference.
createGlobalTheme(":root", vars, lightTheme);
