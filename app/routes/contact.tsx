import { useState, type FormEvent } from "react";
import { Link } from "react-router";
import { FormField } from "../components/form-field";
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

  const update = (field: keyof ContactPayload, value: string) => {
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

      <form className={ui.card} onSubmit={(event) => void onSubmit(event)} aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className={styles.formTitle}>
          Send a message
        </h2>

        {sent && (
          <p role="status" className={ui.success}>
            Thank you! Your message was sent. We will reply within 24 hours.
          </p>
        )}
        {formError && (
          <p role="alert" className={ui.alert}>
            {formError}
          </p>
        )}

        <FormField id="contact-username" label="Name" error={fieldErrors.username}>
          {(control) => (
            <input
              {...control}
              name="username"
              required
              value={form.username}
              onChange={(event) => update("username", event.target.value)}
              className={ui.input}
              autoComplete="name"
              maxLength={200}
            />
          )}
        </FormField>

        <FormField id="contact-email" label="Email" error={fieldErrors.email}>
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              value={form.email}
              onChange={(event) => update("email", event.target.value)}
              className={ui.input}
              autoComplete="email"
              maxLength={254}
            />
          )}
        </FormField>

        <FormField
          id="contact-message"
          label="Message"
          error={fieldErrors.message}
          hint={
            <p className={styles.counter}>
              {form.message.length.toLocaleString("en")} / {CONTACT_MESSAGE_MAX_LENGTH.toLocaleString("en")} characters
            </p>
          }
        >
          {(control) => (
            <textarea
              {...control}
              name="message"
              required
              value={form.message}
              onChange={(event) => update("message", event.target.value)}
              className={ui.textarea}
              maxLength={CONTACT_MESSAGE_MAX_LENGTH}
            />
          )}
        </FormField>

        <button type="submit" className={ui.button.primary} disabled={sending}>
          {sending ? "Sending..." : "Send Message"}
        </button>
      </form>
    </div>
  );
}
