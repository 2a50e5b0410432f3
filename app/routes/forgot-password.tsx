// /forgot-password (spec §2): one email field. The answer is the same whether or not the email has
// an account (the server's message is shown); the link itself only ever goes by mail.
import { Form, Link, useNavigation } from "react-router";
import { FormAlert, FormSuccess } from "../components/form-alert";
import { FormField } from "../components/form-field";
import * as ui from "../components/ui.css";
import { formText, messageOrSomethingWentWrong, postJson, readApiAnswer, type ApiAnswer } from "../lib/account-api";
import { callApiFromPage } from "../lib/session.server";
import type { Route } from "./+types/forgot-password";
import * as styles from "./auth.css";

export const meta = () => [{ title: "Forgot password · Sentio AI" }];

export async function clientAction({ request }: Route.ClientActionArgs) {
  const email = formText(await request.formData(), "email").trim();
  return forgotPasswordResult(await postJson("/api/auth/forgot-password", { email }));
}

/** Before hydration the form posts here: the same request. */
export async function action({ request, context }: Route.ActionArgs) {
  const email = formText(await request.formData(), "email").trim();
  return forgotPasswordResult(await readApiAnswer(await callApiFromPage(request, context, "/api/auth/forgot-password", { json: { email } })));
}

function forgotPasswordResult(answer: ApiAnswer) {
  const message = messageOrSomethingWentWrong(answer);
  return answer.kind === "answered" && answer.ok ? { sent: message, error: null } : { sent: null, error: message };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/forgot-password";
  return (
    <section className={styles.page} aria-labelledby="forgot-title">
      <h1 id="forgot-title" className={styles.title}>
        Forgot password
      </h1>
      <p className={styles.subtitle}>Enter the email of your account and we will send you a link to choose a new password.</p>
      <div className={ui.card}>
        <Form method="post" className={styles.form} aria-labelledby="forgot-title">
          <FormSuccess message={actionData?.sent ?? null} />
          <FormAlert messages={actionData?.error ? [actionData.error] : []} />
          <FormField id="forgot-email" label="Email">
            {(control) => <input {...control} name="email" type="email" required autoComplete="email" maxLength={254} className={ui.input} />}
          </FormField>
          <button type="submit" className={`${ui.button.primary} ${styles.submit}`} disabled={busy}>
            {busy ? "Sending..." : "Send Reset Link"}
          </button>
        </Form>
        <p className={styles.footnote}>
          Remembered it? <Link to="/login">Back to sign in</Link>
        </p>
      </div>
    </section>
  );
}
