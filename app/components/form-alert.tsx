import * as ui from "./ui.css";

/** A form's errors above its fields: one line, or bullets when there are several (spec §8). */
export function FormAlert({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div role="alert" className={ui.alert}>
      {messages.length === 1 ? (
        <p className={ui.alertText}>{messages[0]}</p>
      ) : (
        <ul className={ui.alertList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A success line that screen readers announce. */
export function FormSuccess({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="status" className={ui.success}>
      {message}
    </p>
  );
}
