import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import * as ui from "../components/ui.css";
import {
  CONTACT_MESSAGE_MAX_LENGTH,
  contactToastText,
  sendContactMessage,
  type ContactFieldErrors,
  type ContactPayload,
} from "../lib/contact-form";
import { toast } from "../lib/toast";
import * as styles from "./contact.css";

export const meta = () => [{ title: "Contact · Sentio AI" }];

const emptyForm: ContactPayload = { username: "", email: "", message: "" };

export default function Contact() {
  const [form, setForm] = useState<ContactPayload>(emptyForm);
  const [fieldErrors, setFieldErrors] = useState<ContactFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const update = (field: keyof ContactPayload) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setFormError(null);
    const outcome = await sendContactMessage(form);
    setSending(false);
    toast[outcome.kind === "sent" ? "success" : "error"](contactToastText[outcome.kind]);
    if (outcome.kind === "sent") {
      setSent(true);
      setForm(emptyForm);
      setFieldErrors({});
    } else if (outcome.kind === "rejected") {
      setFieldErrors(outcome.fields);
      setFormError(outcome.error ?? contactToastText.rejected);
    } else {
      setFormError("We could not reach the server. Check your connection and try again; your message is still here.");
    }
  }

  const fieldProps = (field: keyof ContactPayload) => ({
    id: `contact-${field}`,
    name: field,
    value: form[field],
    required: true,
    "aria-invalid": fieldErrors[field] ? true : undefined,
    "aria-describedby": fieldErrors[field] ? `contact-${field}-error` : undefined,
  });

  const errorFor = (field: keyof ContactPayload) =>
    fieldErrors[field] ? (
      <p id={`contact-${field}-error`} className={ui.fieldError}>
        {fieldErrors[field]}
      </p>
    ) : null;

  return (
    <div className={`${ui.page} ${styles.layout}`}>
      <div>
        <h1 className={ui.pageTitle}>Contact us</h1>
        <p className={ui.lead}>
          Questions, feedback or a problem to report? Write to us and we will reply within 24 hours.
        </p>
        <p>
          Many answers are already in the <Link to="/help">Help Center</Link>.
        </p>
      </div>

      <form className={ui.card} onSubmit={(event) => void onSubmit(event)} noValidate={false} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.formTitle}>
          Send a message
        </h2>

        {sent && (
          <p role="status" className={styles.success}>
            Thank you! Your message was sent. We will reply within 24 hours.
          </p>
        )}
        {formError && (
          <p role="alert" className={ui.alert}>
            {formError}
          </p>
        )}

        <div className={ui.field}>
          <label htmlFor="contact-username" className={ui.label}>
            Name
          </label>
          <input {...fieldProps("username")} className={ui.input} autoComplete="name" maxLength={200} onChange={(e) => update("username")(e.target.value)} />
          {errorFor("username")}
        </div>

        <div className={ui.field}>
          <label htmlFor="contact-email" className={ui.label}>
            Email
          </label>
          <input {...fieldProps("email")} type="email" className={ui.input} autoComplete="email" maxLength={254} onChange={(e) => update("email")(e.target.value)} />
          {errorFor("email")}
        </div>

        <div className={ui.field}>
          <label htmlFor="contact-message" className={ui.label}>
            Message
          </label>
          <textarea
            {...fieldProps("message")}
            className={ui.textarea}
            maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            onChange={(e) => update("message")(e.target.value)}
          />
          <p className={styles.counter}>
            {form.message.length.toLocaleString("en")} / {CONTACT_MESSAGE_MAX_LENGTH.toLocaleString("en")} characters
          </p>
          {errorFor("message")}
        </div>

        <button type="submit" className={ui.button.primary} disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </button>
      </form>
    </div>
  );
}
