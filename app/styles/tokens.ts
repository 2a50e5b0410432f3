// Values that do not change with the theme.
export const space = {
  xs: "0.25rem",
  sm: "0.5rem",
  md: "1rem",
  lg: "1.5rem",
  xl: "2rem",
  xxl: "3rem",
  section: "5rem",
} as const;

export const radius = { sm: "6px", md: "10px", lg: "16px", round: "999px" } as const;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const contentWidth = "72rem";

/** Below this width the navigation collapses into the menu button. */
export const MOBILE_BREAKPOINT_PX = 768;
export const mobileMedia = `screen and (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
export const desktopMedia = `screen and (min-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const reducedMotion = "(prefers-reduced-motion: reduce)";
