// /login (spec §2): Google and GitHub, or email and password. Success goes to / with the bar
// signed in (the redirect after an action reloads the root loader).
import { Form, Link, redirect, useNavigation } from "react-router";
import { FormAlert } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { OAuthButtons } from "../components/oauth-buttons";
import { PasswordInput } from "../components/password-input";
import * as ui from "../components/ui.css";
import { rememberSignedIn } from "../lib/account";
import { fieldErrorsOf, formText, loginFailure, postJson, readApiAnswer, userOf } from "../lib/account-api";
import { callApiFromPage, redirectWithCookies } from "../lib/session.server";
import type { Route } from "./+types/login";
import * as styles from "./auth.css";

export const meta = () => [{ title: "Sign in · Sentio AI" }];

type LoginFailure = { error: string | null; fields: Partial<Record<"email" | "password", string>> };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<LoginFailure | Response> {
  const form = await request.formData();
  const email = formText(form, "email").trim();
  const password = formText(form, "password");
  const fields: LoginFailure["fields"] = {};
  if (!email) fields.email = "Email is required";
  if (!password) fields.password = "Password is required";
  if (fields.email || fields.password) return { error: null, fields };

  const answer = await postJson("/api/auth/signin", { email, password });
  if (answer.kind === "answered" && answer.ok) {
    const user = userOf(answer.body);
    if (user) rememberSignedIn(user);
    return redirect("/");
  }
  return { error: loginFailure(answer), fields: answer.kind === "answered" ? fieldErrorsOf(answer.body) : {} };
}

/** Before hydration (a password manager's quick Enter) the form posts here: the same sign-in. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const credentials = { email: formText(form, "email").trim(), password: formText(form, "password") };
  const response = await callApiFromPage(request, context, "/api/auth/signin", { json: credentials });
  if (response.ok) return redirectWithCookies("/", response);
  const answer = await readApiAnswer(response);
  return { error: loginFailure(answer), fields: answer.kind === "answered" ? fieldErrorsOf(answer.body) : {} };
}

export default function Login({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction === "/login";
  const fields = actionData?.fields ?? {};
  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        Sign in
      </h1>
      <p className={styles.subtitle}>Welcome back to Sentio AI.</p>
      <div className={ui.card}>
        <OAuthButtons verb="Sign in" />
        <Form method="post" className={styles.form} noValidate aria-labelledby="login-title">
          <FormAlert messages={actionData?.error ? [actionData.error] : []} />
          <FormField id="login-email" label="Email" error={fields.email}>
            {(control) => <input {...control} name="email" type="email" required autoComplete="email" className={ui.input} />}
          </FormField>
          <FormField id="login-password" label="Password" error={fields.password}>
            {(control) => <PasswordInput {...control} name="password" required autoComplete="current-password" />}
          </FormField>
          <Link to="/forgot-password" className={styles.smallLink}>
            Forgot password?
          </Link>
          <button type="submit" className={`${ui.button.primary} ${styles.submit}`} disabled={busy}>
            {busy ? "Signing In..." : "Sign In"}
          </button>
        </Form>
        <p className={styles.footnote}>
          New to Sentio AI? <Link to="/signup">Create an account</Link>
        </p>
      </div>
    </section>
  );
}
