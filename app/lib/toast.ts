// Toasts, with react-hot-toast loaded on the first one: most visits never show a toast, and
// the library would otherwise add ~5 KB of gzipped JavaScript to every first page load.
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

export type ToastKind = "success" | "error" | "blank";

let toasterNeeded = false;
const toasterListeners = new Set<() => void>();

export function subscribeToasterNeeded(listener: () => void): () => void {
  toasterListeners.add(listener);
  return () => toasterListeners.delete(listener);
}

export function isToasterNeeded(): boolean {
  return toasterNeeded;
}

function show(kind: ToastKind, message: string): void {
  if (!toasterNeeded) {
    toasterNeeded = true;
    for (const listener of toasterListeners) listener();
  }
  // react-hot-toast keeps toasts in a module-level store, so a toast added before the
  // <Toaster> has mounted is shown as soon as it mounts.
  void import("react-hot-toast").then(({ toast: hotToast }) => {
    if (kind === "blank") hotToast(message);
    else hotToast[kind](message);
  });
}

export const toast = {
  success: (message: string) => show("success", message),
  error: (message: string) => show("error", message),
  blank: (message: string) => show("blank", message),
};
