import { globalStyle } from "@vanilla-extract/css";
import "./light.css";
import "./dark.css";
import { vars } from "./theme.css";
import { fontFamily, reducedMotion } from "./tokens";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });

globalStyle(":root", { colorScheme: "light" });
globalStyle(":root.dark", { colorScheme: "dark" });
globalStyle(":root:not(.light)", {
  "@media": { "(prefers-color-scheme: dark)": { colorScheme: "dark" } },
});

globalStyle("html", { scrollPaddingTop: "5rem" });

globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  fontFamily: fontFamily.body,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: "antialiased",
});

globalStyle("main", { flex: 1 });

globalStyle("h1, h2, h3, h4", { lineHeight: 1.25, margin: "0 0 0.5em" });
globalStyle("p", { margin: "0 0 1em" });

globalStyle("a", { color: vars.color.link, textUnderlineOffset: "0.15em" });

globalStyle("button, input, textarea, select", { font: "inherit", color: "inherit" });

globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
  borderRadius: "4px",
});

globalStyle("*, *::before, *::after", {
  "@media": {
    [reducedMotion]: {
      animationDuration: "0.01ms !important",
      animationIterationCount: "1 !important",
      transitionDuration: "0.01ms !important",
      // vanilla-extract types do not know `!important`; the value is passed through as written.
      scrollBehavior: "auto !important" as "auto",
    },
  },
});
