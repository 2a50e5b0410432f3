// /reset-password?token=… (spec §2, §4): the link from the reset mail. New and confirmed password
// with the strength meter; success shows the server's message and goes to /login after 2 s. The
// Worker serves this page with no Referer, so the token in its URL goes nowhere else.
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { FormAlert, FormSuccess } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { PasswordInput } from "../components/password-input";
import { NewPasswordField } from "../components/new-password-field";
import * as ui from "../components/ui.css";
import { formText, messageOf, postJson, readApiAnswer, resetFailure, type ApiAnswer } from "../lib/account-api";
import { hasErrors, resetPasswordErrors } from "../lib/account-forms";
import { useFieldErrors } from "../lib/use-field-errors";
import { callApiFromPage } from "../lib/session.server";
import { useRedirectAfter } from "../lib/use-redirect-after";
import type { Route } from "./+types/reset-password";
import * as styles from "./auth.css";

export const meta = () => [{ title: "Reset password · Sentio AI" }];

const REDIRECT_DELAY_MS = 2000;
const FIELD_ORDER = ["newPassword", "confirmPassword"] as const;
// The server's text for the same case (worker/api/auth.ts).
const INVALID_RESET_LINK = "This reset link is invalid or has expired. Please request a new one.";

function readFields(form: FormData) {
  return { newPassword: formText(form, "newPassword"), confirmPassword: formText(form, "confirmPassword") };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const fields = readFields(form);
  const errors = resetPasswordErrors(fields);
  if (hasErrors(errors)) return { done: null, errors: [...new Set(Object.values(errors))] };
  return resetResult(await postJson("/api/auth/reset-password", { token: formText(form, "token"), ...fields }));
}

/** Before hydration the form posts here: the same reset (the API checks the passwords again). */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const payload = { token: formText(form, "token"), ...readFields(form) };
  return resetResult(await readApiAnswer(await callApiFromPage(request, context, "/api/auth/reset-password", { json: payload })));
}

function resetResult(answer: ApiAnswer) {
  if (answer.kind === "answered" && answer.ok) {
    return { done: messageOf(answer.body) ?? "Your password has been reset.", errors: [] };
  }
  return { done: null, errors: resetFailure(answer) };
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const navigation = useNavigation();
  const { errors: fieldErrors, formProps } = useFieldErrors(FIELD_ORDER, (form) => resetPasswordErrors(readFields(form)));
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/reset-password") === true;
  const done = actionData?.done ?? null;

  useRedirectAfter(done !== null, "/login", REDIRECT_DELAY_MS);

  return (
    <section className={styles.page} aria-labelledby="reset-title">
      <h1 id="reset-title" className={styles.title}>
        Reset password
      </h1>
      <p className={styles.subtitle}>Choose a new password for your account.</p>
      <div className={ui.card}>
        {token === "" ? (
          <>
            <FormAlert messages={[INVALID_RESET_LINK]} />
            <p className={styles.footnote}>
              <Link to="/forgot-password" className={ui.button.primary}>
                Request a new link
              </Link>
            </p>
          </>
        ) : (
          <Form
            method="post"
            className={styles.form}
            aria-labelledby="reset-title"
            {...formProps}
          >
            <FormSuccess message={done} />
            <FormAlert messages={actionData?.errors ?? []} />
            <input type="hidden" name="token" value={token} />
            <NewPasswordField id="reset-new-password" label="New password" name="newPassword" error={fieldErrors.newPassword} />
            <FormField id="reset-confirm-password" label="Confirm password" error={fieldErrors.confirmPassword}>
              {(control) => <PasswordInput {...control} name="confirmPassword" required autoComplete="new-password" />}
            </FormField>
            <button type="submit" className={`${ui.button.primary} ${styles.submit}`} disabled={busy || done !== null}>
              {busy ? "Resetting..." : "Reset"}
            </button>
          </Form>
        )}
        <p className={styles.footnote}>
          <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
