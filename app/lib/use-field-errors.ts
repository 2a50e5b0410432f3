import { useState, type FormEvent } from "react";
import { hasErrors, type FieldErrors } from "./account-forms";

/**
 * Field errors of a form checked before it is sent. Spread `formProps` on the form: on submit it
 * runs `check`, shows the errors, moves focus to the first wrong field (in `order`) and cancels the
 * submission; typing in a field clears its error. The browser's own bubbles are off (noValidate),
 * so every message is ours, beside its field.
 */
export function useFieldErrors<Field extends string>(order: readonly Field[], check: (form: FormData) => FieldErrors<Field>) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    const found = check(new FormData(event.currentTarget));
    setErrors(found);
    if (!hasErrors(found)) return;
    event.preventDefault();
    const first = order.find((field) => found[field]);
    const control = first ? event.currentTarget.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  function onChange(event: FormEvent<HTMLFormElement>): void {
    const { target } = event;
    if (!(target instanceof HTMLInputElement) || !(target.name in errors)) return;
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== target.name)) as FieldErrors<Field>);
  }

  return { errors, formProps: { noValidate: true, onSubmit, onChange } };
}
