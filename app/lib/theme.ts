// Light or dark: the saved choice ('theme' in localStorage), else the system preference.
// The same rule runs in the inline boot script (before first paint) and in React.

export type Theme = "light" | "dark";

export const THEME_STORAGE_KEY = "theme";
export const THEME_CHANGE_EVENT = "sentio:theme-change";

export function parseTheme(value: unknown): Theme | null {
  return value === "light" || value === "dark" ? value : null;
}

export function resolveInitialTheme(saved: unknown, systemPrefersDark: boolean): Theme {
  return parseTheme(saved) ?? (systemPrefersDark ? "dark" : "light");
}

/**
 * Runs inline in <head> before the page paints, so a server-rendered page never flashes the wrong
 * theme. Self-contained on purpose: it is serialised with Function.prototype.toString.
 */
function bootTheme(storageKey: string): void {
  let saved: string | null = null;
  try {
    saved = window.localStorage.getItem(storageKey);
  } catch {
    // Storage can be disabled; the system preference still applies.
  }
  const theme =
    saved === "light" || saved === "dark"
      ? saved
      : window.matchMedia("(prefers-color-scheme: dark)").matches
        ? "dark"
        : "light";
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  root.classList.add(theme);
}

export const themeBootScript = `(${bootTheme.toString()})(${JSON.stringify(THEME_STORAGE_KEY)});`;
