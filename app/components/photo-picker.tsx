// The round profile photo picker (spec §2): a real file input (keyboard and screen readers reach
// it), a round preview as its label, and the spec's checks before anything is uploaded. A refused
// file is taken out of the input, so the form never sends it.
import { useEffect, useState, type ReactNode } from "react";
import { PHOTO_ACCEPT, photoFileProblem, type PhotoScreen } from "../lib/photo-rules";
import * as ui from "./ui.css";
import * as styles from "./photo-picker.css";

export function PhotoPicker({
  id,
  name,
  label,
  screen,
  placeholder,
  onProblem,
}: {
  id: string;
  name: string;
  label: string;
  screen: PhotoScreen;
  /** What the circle shows before a photo is chosen. */
  placeholder: ReactNode;
  onProblem?: (message: string) => void;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  useEffect(() => () => {
    if (preview) URL.revokeObjectURL(preview);
  }, [preview]);

  return (
    <div className={styles.picker}>
      <input
        id={id}
        name={name}
        type="file"
        accept={PHOTO_ACCEPT}
        className={`${ui.visuallyHidden} ${styles.input}`}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          const message = file ? photoFileProblem(file, screen) : null;
          setProblem(message);
          if (message) {
            input.value = "";
            onProblem?.(message);
          }
          setPreview(file && !message ? URL.createObjectURL(file) : null);
        }}
      />
      <label htmlFor={id} className={styles.circle}>
        {preview ? <img src={preview} alt="" className={styles.image} /> : <span aria-hidden="true">{placeholder}</span>}
        <span className={styles.badge} aria-hidden="true">
          ✎
        </span>
      </label>
      <label htmlFor={id} className={styles.caption}>
        {label}
      </label>
      <p id={hintId} className={styles.hint}>
        JPEG or PNG, under 2 MB
      </p>
      {problem && (
        <p id={errorId} className={ui.fieldError}>
          {problem}
        </p>
      )}
    </div>
  );
}
