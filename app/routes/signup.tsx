// /signup (spec §2, §4): photo, names, email and a password with the strength meter. Nothing is
// sent while the form is invalid. Success stores user and registered, says so, and goes to / after
// 1.5 s; the bar is signed in at once (the root loader reloads after the action).
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, FormSuccess } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { NewPasswordField } from "../components/new-password-field";
import { OAuthButtons } from "../components/oauth-buttons";
import { PhotoPicker } from "../components/photo-picker";
import * as pickerStyles from "../components/photo-picker.css";
import * as ui from "../components/ui.css";
import { rememberSignedIn } from "../lib/account";
import { callAccountApi, formText, readApiAnswer, signupFailure, userOf } from "../lib/account-api";
import { hasErrors, signupErrors } from "../lib/account-forms";
import { useFieldErrors } from "../lib/use-field-errors";
import { callApiFromPage, redirectWithCookies } from "../lib/session.server";
import { useRedirectAfter } from "../lib/use-redirect-after";
import type { Route } from "./+types/signup";
import * as styles from "./auth.css";

export const meta = () => [{ title: "Sign up · Sentio AI" }];

export const SIGNED_UP = "Signed up successfully! Redirecting...";
const REDIRECT_DELAY_MS = 1500;

const FIELD_ORDER = ["firstname", "lastname", "email", "password"] as const;
type SignupField = (typeof FIELD_ORDER)[number];

function readSignupFields(form: FormData): Record<SignupField, string> {
  return { firstname: formText(form, "firstname"), lastname: formText(form, "lastname"), email: formText(form, "email"), password: formText(form, "password") };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const errors = signupErrors(readSignupFields(form));
  if (hasErrors(errors)) return { ok: false as const, errors: [...new Set(Object.values(errors))] };
  const answer = await callAccountApi("/api/auth/signup", { method: "POST", body: form });
  if (answer.kind === "answered" && answer.ok) {
    const user = userOf(answer.body);
    if (user) rememberSignedIn(user);
    return { ok: true as const, errors: [] };
  }
  return { ok: false as const, errors: signupFailure(answer) };
}

/** Before hydration the form posts here: the same sign-up, then straight to / (no timer runs yet). */
export async function action({ request, context }: Route.ActionArgs) {
  const response = await callApiFromPage(request, context, "/api/auth/signup", { form: await request.formData() });
  if (response.ok) return redirectWithCookies("/", response);
  return { ok: false as const, errors: signupFailure(await readApiAnswer(response)) };
}

function PersonIcon() {
  return (
    <svg width="44" height="44" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={pickerStyles.placeholderIcon}>
      <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
    </svg>
  );
}

export default function Signup({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const { errors: fieldErrors, formProps } = useFieldErrors(FIELD_ORDER, (form) => signupErrors(readSignupFields(form)));
  const busy = navigation.state !== "idle" && navigation.formAction === "/signup";
  const succeeded = actionData?.ok === true;

  useRedirectAfter(succeeded, "/", REDIRECT_DELAY_MS);

  return (
    <section className={styles.page} aria-labelledby="signup-title">
      <h1 id="signup-title" className={styles.title}>
        Create your account
      </h1>
      <p className={styles.subtitle}>Keep a private mood journal and track how you feel over time.</p>
      <div className={ui.card}>
        <OAuthButtons verb="Sign up" />
        <Form
          method="post"
          encType="multipart/form-data"
          className={styles.form}
          aria-labelledby="signup-title"
          {...formProps}
        >
          <FormSuccess message={succeeded ? SIGNED_UP : null} />
          <FormAlert messages={actionData?.ok === false ? actionData.errors : []} />
          <PhotoPicker id="signup-photo" name="profilePhoto" label="Profile photo (optional)" screen="signup" placeholder={<PersonIcon />} />
          <div className={styles.nameRow}>
            <FormField id="signup-firstname" label="First name" error={fieldErrors.firstname}>
              {(control) => <input {...control} name="firstname" required autoComplete="given-name" maxLength={100} className={ui.input} />}
            </FormField>
            <FormField id="signup-lastname" label="Last name" error={fieldErrors.lastname}>
              {(control) => <input {...control} name="lastname" required autoComplete="family-name" maxLength={100} className={ui.input} />}
            </FormField>
          </div>
          <FormField id="signup-email" label="Email" error={fieldErrors.email}>
            {(control) => <input {...control} name="email" type="email" required autoComplete="email" maxLength={254} className={ui.input} />}
          </FormField>
          <NewPasswordField id="signup-password" label="Password" name="password" error={fieldErrors.password} />
          <button type="submit" className={`${ui.button.primary} ${styles.submit}`} disabled={busy || succeeded}>
            {busy ? "Signing up..." : "Signup"}
          </button>
        </Form>
        <p className={styles.footnote}>
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </div>
    </section>
  );
}
