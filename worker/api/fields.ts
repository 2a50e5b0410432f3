// Field schemas shared by the API's forms, with the messages the screens show beside each input.
import { z } from "zod";
import { passwordProblems } from "../../app/lib/password-rules";
import { PHOTO_MAX_BYTES } from "../../app/lib/photo-rules";

export const EMAIL_TAKEN = "An account with this email already exists. Please sign in instead.";

export { PHOTO_MESSAGES } from "../../app/lib/photo-rules";

// The photo plus the text fields; a bigger body is refused before it is read.
export const PHOTO_FORM_MAX_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

/** A file input left empty arrives as an empty file without a name (or as ""): no photo. */
export const optionalPhotoField = () =>
  z
    .union([z.instanceof(File), z.string()])
    .optional()
    .transform((value) => (value instanceof File && (value.size > 0 || value.name !== "") ? value : undefined));

export const emailField = () =>
  z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Enter a valid email address"));

/** An account email: validated, then lower-cased, as every stored email is. */
export const accountEmailField = () => emailField().transform((email) => email.toLowerCase());

export const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} must be at most 100 characters`);

// Long enough for any passphrase; short enough that nobody makes us hash megabytes.
const PASSWORD_MAX_LENGTH = 256;

/** A password as typed at sign-in: any non-empty text. */
export const passwordField = () =>
  z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** A new password: every rule of spec §5 it breaks is one issue, with the spec's message. */
export const newPasswordField = () =>
  passwordField().superRefine((password, context) => {
    for (const message of passwordProblems(password)) context.addIssue({ code: "custom", message });
  });
