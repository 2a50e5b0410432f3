import { passwordHints, passwordStrength, passwordStrengthLabel } from "../lib/password-rules";
import * as styles from "./password-strength.css";

const SEGMENTS = [1, 2, 3, 4, 5];

/** The 0-5 strength meter and up to three unmet rules (spec §5), under a new-password field. */
export function PasswordStrength({ id, password }: { id: string; password: string }) {
  const strength = passwordStrength(password);
  const level = strength <= 2 ? "weak" : strength < 5 ? "fair" : "strong";
  const hints = passwordHints(password);
  return (
    <div id={id} className={styles.strength} data-testid="password-strength">
      {password !== "" && (
        <>
          <div className={styles.bar} aria-hidden="true">
            {SEGMENTS.map((segment) => (
              <span key={segment} className={segment <= strength ? styles.filled[level] : styles.segment} />
            ))}
          </div>
          <p className={styles.label} aria-live="polite">
            Password strength: <strong>{passwordStrengthLabel(password)}</strong>
          </p>
          {hints.length > 0 && (
            <ul className={styles.hints}>
              {hints.map((hint) => (
                <li key={hint}>{hint}</li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
