import { useState, type FormEvent } from "react";
import { hasErrors, type FieldErrors } from "./account-forms";

/**
 * Field errors of a form checked before it is sent: `blockIfInvalid` shows them, moves focus to the
 * first wrong field and cancels the submission; typing in a field clears its error.
 */
export function useFieldErrors<Field extends string>(order: readonly Field[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function blockIfInvalid(event: FormEvent<HTMLFormElement>, found: FieldErrors<Field>): void {
    setErrors(found);
    if (!hasErrors(found)) return;
    event.preventDefault();
    const first = order.find((field) => found[field]);
    const control = first ? event.currentTarget.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function clearOnChange(event: FormEvent<HTMLFormElement>): void {
    const { target } = event;
    if (!(target instanceof HTMLInputElement) || !(target.name in errors)) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== target.name)) as FieldErrors<Field>);
  }

  return { errors, blockIfInvalid, clearOnChange };
}
