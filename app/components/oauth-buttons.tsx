// Google and GitHub sign-in (spec §2). A provider without server settings is shown disabled with
// the server's reason, never hidden without a word and never a dead link.
import { useId } from "react";
import { saveOAuthRedirect, useOAuthProviders, type OAuthProviderName } from "../lib/account";
import * as ui from "./ui.css";
import * as styles from "./oauth-buttons.css";

const PROVIDERS: { name: OAuthProviderName; label: string }[] = [
  { name: "google", label: "Google" },
  { name: "github", label: "GitHub" },
];

export function OAuthButtons({ verb }: { verb: "Sign in" | "Sign up" }) {
  const providers = useOAuthProviders();
  const reasonsId = useId();
  const reasons = PROVIDERS.flatMap(({ name }) => {
    const status = providers[name];
    return status.configured ? [] : [status.reason];
  });
  return (
    <div className={styles.group}>
      <div className={styles.buttons}>
        {PROVIDERS.map(({ name, label }) =>
          providers[name].configured ? (
            // A document navigation: the API answers with a redirect to the provider.
            <a key={name} href={`/api/auth/${name}`} className={ui.button.secondary} onClick={() => saveOAuthRedirect("/")}>
              {verb} with {label}
            </a>
          ) : (
            <button key={name} type="button" className={ui.button.secondary} disabled aria-describedby={reasonsId}>
              {verb} with {label}
            </button>
          ),
        )}
      </div>
      {reasons.length > 0 && (
        <ul id={reasonsId} className={styles.reasons}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      <p className={styles.divider}>
        <span>or with your email</span>
      </p>
    </div>
  );
}
