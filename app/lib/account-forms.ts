// Client-side checks of the account forms, run before anything is sent (spec §5: submission is
// blocked while invalid). The texts match the server's, which checks the same again, except for a
// new password: the hints under its field already list the spec's messages.
import { passwordProblems } from "./password-rules";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

// Deliberately loose (the server decides): something@something.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  const trimmed = email.trim();
  if (!trimmed) return "Email is required";
  return EMAIL_SHAPE.test(trimmed) ? undefined : "Enter a valid email address";
}

export function nameError(label: "First name" | "Last name", value: string): string | undefined {
  return value.trim() ? undefined : `${label} is required`;
}

export const PASSWORD_REQUIRED = "Password is required";
export const PASSWORD_BREAKS_RULES = "Choose a password that meets the rules above";

/** For a new password: the hints under the field already name the broken rules, so this does not repeat one. */
export function newPasswordError(password: string): string | undefined {
  if (password === "") return PASSWORD_REQUIRED;
  return passwordProblems(password).length > 0 ? PASSWORD_BREAKS_RULES : undefined;
}

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";

export function confirmPasswordError(password: string, confirmation: string): string | undefined {
  return password === confirmation ? undefined : PASSWORDS_DO_NOT_MATCH;
}

type SignupField = "firstname" | "lastname" | "email" | "password";

export function signupErrors(values: Record<SignupField, string>): FieldErrors<SignupField> {
  return withoutEmpty({
    firstname: nameError("First name", values.firstname),
    lastname: nameError("Last name", values.lastname),
    email: emailError(values.email),
    password: newPasswordError(values.password),
  });
}

type NewPasswordField = "newPassword" | "confirmPassword";

export function resetPasswordErrors(values: Record<NewPasswordField, string>): FieldErrors<NewPasswordField> {
  return withoutEmpty({
    newPassword: newPasswordError(values.newPassword),
    confirmPassword: confirmPasswordError(values.newPassword, values.confirmPassword),
  });
}

type ChangePasswordField = "currentPassword" | NewPasswordField;

export function changePasswordErrors(values: Record<ChangePasswordField, string>): FieldErrors<ChangePasswordField> {
  return withoutEmpty({
    currentPassword: values.currentPassword ? undefined : "Current password is required",
    ...resetPasswordErrors(values),
  });
}

type ProfileField = "firstname" | "lastname" | "email";

export function profileErrors(values: Record<ProfileField, string>): FieldErrors<ProfileField> {
  return withoutEmpty({
    firstname: nameError("First name", values.firstname),
    lastname: nameError("Last name", values.lastname),
    email: emailError(values.email),
  });
}

function withoutEmpty<Field extends string>(errors: Partial<Record<Field, string | undefined>>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<Field>;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}
