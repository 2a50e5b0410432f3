import { useId, useState } from "react";
import { FormField } from "./form-field";
import { PasswordInput } from "./password-input";
import { PasswordStrength } from "./password-strength";

/** A new password (sign-up, reset, change) with show/hide, the strength meter and its hints. */
export function NewPasswordField({ id, label, name, error }: { id: string; label: string; name: string; error: string | undefined }) {
  const [password, setPassword] = useState("");
  const strengthId = useId();
  return (
    <FormField id={id} label={label} error={error} hintId={strengthId} hint={<PasswordStrength id={strengthId} password={password} />}>
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          required
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      )}
    </FormField>
  );
}
