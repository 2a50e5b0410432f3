// Shared building blocks: page container, buttons, cards, form fields.
import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { contentWidth, radius, space } from "../styles/tokens";

export const container = style({
  width: "100%",
  maxWidth: contentWidth,
  marginInline: "auto",
  paddingInline: space.lg,
});

export const page = style([container, { paddingBlock: space.xxl }]);

export const pageTitle = style({ fontSize: "clamp(1.9rem, 4vw, 2.6rem)", marginBottom: space.sm });

export const lead = style({ fontSize: "1.125rem", color: vars.color.textMuted, maxWidth: "44rem" });

export const muted = style({ color: vars.color.textMuted });

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space.sm,
  minHeight: "2.75rem",
  paddingInline: space.lg,
  borderRadius: radius.md,
  border: "2px solid transparent",
  fontWeight: 600,
  textDecoration: "none",
  cursor: "pointer",
  transition: "background-color 150ms ease, border-color 150ms ease, transform 150ms ease",
  selectors: {
    "&:disabled, &[aria-disabled='true']": { cursor: "not-allowed", opacity: 0.6 },
  },
});

export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.primary,
      color: vars.color.onPrimary,
      selectors: { "&:hover:not(:disabled)": { background: vars.color.primaryHover } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: "transparent",
      color: vars.color.text,
      borderColor: vars.color.border,
      selectors: { "&:hover:not(:disabled)": { borderColor: vars.color.primary } },
    },
  ],
  danger: [buttonBase, { background: vars.color.danger, color: vars.color.background }],
});

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.card,
  padding: space.lg,
});

export const field = style({ display: "flex", flexDirection: "column", gap: space.xs, marginBottom: space.md });

export const label = style({ fontWeight: 600 });

export const input = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: `${space.sm} ${space.md}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&::placeholder": { color: vars.color.textMuted },
  },
});

export const textarea = style([input, { minHeight: "9rem", resize: "vertical", lineHeight: 1.5 }]);

export const fieldError = style({ color: vars.color.danger, fontSize: "0.9rem", margin: 0 });

export const alert = style({
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.dangerSurface,
  color: vars.color.text,
});

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const alertText = style({ margin: 0 });

export const alertList = style({ margin: 0, paddingInlineStart: space.lg });

export const success = style({
  padding: space.md,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
});
