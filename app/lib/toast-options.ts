import type { ToasterProps } from "react-hot-toast";
import { vars } from "../styles/theme.css";

/**
 * The spec's toast defaults (§9): success 2 s, error and blank 4 s. At most 20 at once is
 * react-hot-toast's own limit (it drops the oldest), so nothing sets it here.
 */
export const toastOptions = {
  success: { duration: 2000 },
  error: { duration: 4000 },
  blank: { duration: 4000 },
  style: {
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
  },
} satisfies ToasterProps["toastOptions"];
