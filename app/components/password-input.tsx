import { useState, type InputHTMLAttributes } from "react";
import type { FieldControlProps } from "./form-field";
import * as ui from "./ui.css";
import * as styles from "./password-input.css";

type PasswordInputProps = FieldControlProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "id" | "className"> & { name: string };

/** A password input with a show/hide toggle (spec §2); the toggle states what it will do. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrapper}>
      <input {...props} type={visible ? "text" : "password"} className={`${ui.input} ${styles.input}`} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        className={styles.toggle}
        aria-controls={props.id}
        aria-pressed={visible}
        aria-label={visible ? "Hide password" : "Show password"}
        onClick={() => setVisible((shown) => !shown)}
      >
        {visible ? "Hide" : "Show"}
      </button>
    </div>
  );
}
