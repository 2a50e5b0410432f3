// A modal confirmation on the native <dialog>: showModal() makes the rest of the page inert (focus
// stays inside) and Escape closes it; focus starts on Cancel, the safe choice, and returns to the
// control that opened it.
import { useEffect, useId, useRef, type ReactNode } from "react";
import * as ui from "./ui.css";
import * as styles from "./confirm-dialog.css";

export function ConfirmDialog({
  open,
  title,
  children,
  onClose,
  confirm,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** The confirming control (often a submit button in its own form). */
  confirm: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const opener = document.activeElement;
      element.showModal();
      return () => {
        if (opener instanceof HTMLElement) opener.focus();
      };
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} aria-describedby={descriptionId} onClose={onClose}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div id={descriptionId}>{children}</div>
      <div className={styles.actions}>
        <button type="button" className={ui.button.secondary} onClick={onClose} autoFocus>
          Cancel
        </button>
        {confirm}
      </div>
    </dialog>
  );
}
