// /oauth-callback and /auth/callback (spec §2, §4): where Google and GitHub send the browser back.
// An error or a missing code is shown at once (server-rendered); a code is exchanged through
// POST /api/auth/oauth/callback, which sets the session cookie; then the saved redirect or /.
import { useEffect, useRef } from "react";
import { Link, redirect, useNavigation, useSearchParams, useSubmit } from "react-router";
import * as ui from "../components/ui.css";
import { rememberSignedIn, saveOAuthRedirect, syncStoredUser, takeOAuthRedirect, useOAuthProviders } from "../lib/account";
import { postJson } from "../lib/account-api";
import { callbackProvider, exchangeOutcome, readCallback } from "../lib/oauth-callback";
import type { Route } from "./+types/oauth-callback";
import * as styles from "./auth.css";

export const meta = () => [{ title: "Signing in · Sentio AI" }];

export async function clientAction({ request }: Route.ClientActionArgs) {
  const step = readCallback(new URL(request.url).searchParams);
  if (step.kind === "failed") return { error: step.message };
  if (step.kind === "token") {
    if (step.user) syncStoredUser(step.user);
    return redirect(takeOAuthRedirect());
  }
  const outcome = exchangeOutcome(await postJson("/api/auth/oauth/callback", { code: step.code, state: step.state, provider: step.provider }));
  if (outcome.kind === "failed") return { error: outcome.message };
  if (outcome.user) rememberSignedIn(outcome.user);
  return redirect(takeOAuthRedirect());
}

export default function OAuthCallback({ actionData }: Route.ComponentProps) {
  const [searchParams] = useSearchParams();
  const submit = useSubmit();
  const navigation = useNavigation();
  const providers = useOAuthProviders();
  const step = readCallback(searchParams);
  const started = useRef(false);

  useEffect(() => {
    // Once: a code can be exchanged only one time.
    if (step.kind === "failed" || started.current) return;
    started.current = true;
    void submit(null, { method: "post", replace: true });
  }, [step.kind, submit]);

  const error = step.kind === "failed" ? step.message : (actionData?.error ?? null);
  if (!error || navigation.state !== "idle") {
    return (
      <section className={styles.page} aria-labelledby="callback-title">
        <div className={ui.card} role="status">
          <div className={styles.spinner} aria-hidden="true" />
          <h1 id="callback-title" className={styles.title}>
            Completing Authentication...
          </h1>
          <p className={styles.subtitle}>This takes a moment.</p>
        </div>
      </section>
    );
  }

  const provider = callbackProvider(searchParams);
  const canRetryProvider = searchParams.has("provider") && providers[provider].configured;
  return (
    <section className={styles.page} aria-labelledby="callback-title">
      <div className={ui.card}>
        <h1 id="callback-title" className={styles.title}>
          Authentication Failed
        </h1>
        <p role="alert" className={ui.alert}>
          {error}
        </p>
        <p className={styles.buttonRow}>
          <Link to="/login" className={ui.button.secondary}>
            Back to Login
          </Link>
          {canRetryProvider ? (
            <a href={`/api/auth/${provider}`} className={ui.button.primary} onClick={() => saveOAuthRedirect("/")}>
              Try Again
            </a>
          ) : (
            <Link to="/login" className={ui.button.primary}>
              Try Again
            </Link>
          )}
        </p>
      </div>
    </section>
  );
}
