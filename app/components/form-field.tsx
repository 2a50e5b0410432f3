import type { ReactNode } from "react";
import * as ui from "./ui.css";

export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

/** A labelled form control with its hint and its error, wired for assistive technology. */
export function FormField({
  id,
  label,
  error,
  hint,
  hintId,
  children,
}: {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The id of an element inside `hint` that describes the control (a strength meter, a rule). */
  hintId?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {hint}
      {error && (
        <p id={errorId} className={ui.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
