// /user-profile (spec §2): photo, names and email with 'Save Changes'; a working password change
// (the spec's field is non-functional; ours is not); and the Delete Account danger zone with its
// confirmation dialog. Signed-out visitors are sent to /login by the server.
import { useState } from "react";
import { Form, redirect, useNavigation } from "react-router";
import { Avatar } from "../components/avatar";
import { ConfirmDialog } from "../components/confirm-dialog";
import { FormAlert, FormSuccess } from "../components/form-alert";
import { FormField } from "../components/form-field";
import { NewPasswordField } from "../components/new-password-field";
import { PasswordInput } from "../components/password-input";
import { PhotoPicker } from "../components/photo-picker";
import { CHANGE_PASSWORD_ANCHOR } from "../components/profile-menu";
import * as ui from "../components/ui.css";
import { forgetSignedIn, syncStoredUser } from "../lib/account";
import { callAccountApi, fieldErrorsOf, formText, messageOf, messageOrSomethingWentWrong, postJson, userOf } from "../lib/account-api";
import { changePasswordErrors, hasErrors, profileErrors } from "../lib/account-forms";
import { signedInUser } from "../lib/session.server";
import { toast } from "../lib/toast";
import { useFieldErrors } from "../lib/use-field-errors";
import type { Route } from "./+types/user-profile";
import * as authStyles from "./auth.css";
import * as styles from "./user-profile.css";

export const meta = () => [{ title: "Your profile · Sentio AI" }];

export async function loader({ context }: Route.LoaderArgs) {
  const user = await signedInUser(context);
  if (!user) return redirect("/login");
  return { user };
}

const PROFILE_FIELDS = ["firstname", "lastname", "email"] as const;
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"] as const;

type Intent = "profile" | "password" | "delete";

/** The spec's texts (§8): the profile and deletion alerts are toasts here, as elsewhere in the app. */
export const PROFILE_TEXTS = {
  updated: "Profile updated successfully",
  updateFailed: (message: string) => `Profile update failed: ${message}`,
  deleted: "Your account has been deleted successfully.",
  deleteFailed: "Failed to delete account.",
  deleteError: "An error occurred.",
} as const;

function readProfileFields(form: FormData) {
  return { firstname: formText(form, "firstname"), lastname: formText(form, "lastname"), email: formText(form, "email") };
}

function readPasswordFields(form: FormData) {
  return {
    currentPassword: formText(form, "currentPassword"),
    newPassword: formText(form, "newPassword"),
    confirmPassword: formText(form, "confirmPassword"),
  };
}

async function updateProfile(form: FormData) {
  const errors = profileErrors(readProfileFields(form));
  if (hasErrors(errors)) return { intent: "profile" as const, ok: false, fields: errors };
  form.delete("intent");
  const answer = await callAccountApi("/api/auth/user-profile-update", { method: "POST", body: form });
  if (answer.kind === "answered" && answer.ok) {
    syncStoredUser(userOf(answer.body));
    toast.success(PROFILE_TEXTS.updated);
    return { intent: "profile" as const, ok: true, fields: {} };
  }
  toast.error(PROFILE_TEXTS.updateFailed(answer.kind === "network" ? "Network error" : messageOrSomethingWentWrong(answer)));
  return { intent: "profile" as const, ok: false, fields: answer.kind === "answered" ? fieldErrorsOf(answer.body) : {} };
}

async function changePassword(form: FormData) {
  const fields = readPasswordFields(form);
  const errors = changePasswordErrors(fields);
  if (hasErrors(errors)) return { intent: "password" as const, ok: false, fields: errors };
  const answer = await postJson("/api/auth/change-password", fields);
  if (answer.kind === "answered" && answer.ok) {
    // A new key on success starts the form over, empty.
    return { intent: "password" as const, ok: true, fields: {}, message: messageOf(answer.body), formKey: crypto.randomUUID() };
  }
  const serverFields = answer.kind === "answered" ? fieldErrorsOf(answer.body) : {};
  return {
    intent: "password" as const,
    ok: false,
    fields: serverFields,
    // A problem that belongs to no field (a rate limit, the network) shows above the form.
    error: hasErrors(serverFields) ? undefined : messageOrSomethingWentWrong(answer),
  };
}

async function deleteAccount() {
  const answer = await callAccountApi("/api/auth/delete-account", { method: "DELETE" });
  if (answer.kind === "answered" && answer.ok) {
    forgetSignedIn();
    toast.success(PROFILE_TEXTS.deleted);
    return redirect("/signup");
  }
  toast.error(answer.kind === "network" ? PROFILE_TEXTS.deleteError : PROFILE_TEXTS.deleteFailed);
  return { intent: "delete" as const, ok: false, fields: {} };
}

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const intent = formText(form, "intent") as Intent;
  if (intent === "password") return changePassword(form);
  if (intent === "delete") return deleteAccount();
  return updateProfile(form);
}

function busyWith(navigation: ReturnType<typeof useNavigation>, intent: Intent): boolean {
  return navigation.state !== "idle" && navigation.formAction === "/user-profile" && navigation.formData?.get("intent") === intent;
}

type PasswordResult = Awaited<ReturnType<typeof changePassword>>;

function ChangePasswordSection({ result: passwordResult, busy: changing }: { result: PasswordResult | undefined; busy: boolean }) {
  const passwordForm = useFieldErrors(PASSWORD_FIELDS, (form) => changePasswordErrors(readPasswordFields(form)));
  const passwordFields = { ...(passwordResult?.fields ?? {}), ...passwordForm.errors };
  return (
    <section id={CHANGE_PASSWORD_ANCHOR} className={`${ui.card} ${styles.section}`} aria-labelledby="change-password-title">
      <h2 id="change-password-title" className={styles.sectionTitle}>
        Change password
      </h2>
      <Form
        method="post"
        className={authStyles.form}
        aria-labelledby="change-password-title"
        {...passwordForm.formProps}
      >
        <input type="hidden" name="intent" value="password" />
        <FormSuccess message={passwordResult?.ok ? (passwordResult.message ?? "Your password has been changed.") : null} />
        <FormAlert messages={passwordResult?.error ? [passwordResult.error] : []} />
        <FormField id="profile-current-password" label="Current password" error={passwordFields.currentPassword}>
          {(control) => <PasswordInput {...control} name="currentPassword" required autoComplete="current-password" />}
        </FormField>
        <NewPasswordField id="profile-new-password" label="New password" name="newPassword" error={passwordFields.newPassword} />
        <FormField id="profile-confirm-password" label="Confirm new password" error={passwordFields.confirmPassword}>
          {(control) => <PasswordInput {...control} name="confirmPassword" required autoComplete="new-password" />}
        </FormField>
        <button type="submit" className={`${ui.button.primary} ${styles.action}`} disabled={changing}>
          {changing ? "Changing..." : "Change Password"}
        </button>
      </Form>
    </section>
  );
}

export default function UserProfile({ loaderData: { user }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = busyWith(navigation, "profile");
  const changing = busyWith(navigation, "password");
  const deleting = busyWith(navigation, "delete");
  const profileForm = useFieldErrors(PROFILE_FIELDS, (form) => profileErrors(readProfileFields(form)));
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const profileFields = { ...(actionData?.intent === "profile" ? actionData.fields : {}), ...profileForm.errors };
  const passwordResult = actionData?.intent === "password" ? actionData : undefined;

  return (
    <div className={`${authStyles.page} ${authStyles.wide}`}>
      <h1 className={authStyles.title}>Your profile</h1>
      <p className={authStyles.subtitle}>Signed in as {user.email}</p>

      <section className={`${ui.card} ${styles.section}`} aria-labelledby="profile-details-title">
        <h2 id="profile-details-title" className={styles.sectionTitle}>
          Profile details
        </h2>
        <Form
          method="post"
          encType="multipart/form-data"
          className={authStyles.form}
          aria-labelledby="profile-details-title"
          {...profileForm.formProps}
        >
          <input type="hidden" name="intent" value="profile" />
          <PhotoPicker
            // A saved photo changes the URL: the picker starts over and shows it.
            key={user.profilephoto ?? "no-photo"}
            id="profile-photo"
            name="profilePhoto"
            label="Change photo"
            screen="profile"
            placeholder={<Avatar user={user} size="large" />}
            onProblem={(message) => toast.error(message)}
          />
          <div className={authStyles.nameRow}>
            <FormField id="profile-firstname" label="First name" error={profileFields.firstname}>
              {(control) => <input {...control} name="firstname" defaultValue={user.firstname} required autoComplete="given-name" maxLength={100} className={ui.input} />}
            </FormField>
            <FormField id="profile-lastname" label="Last name" error={profileFields.lastname}>
              {(control) => <input {...control} name="lastname" defaultValue={user.lastname} required autoComplete="family-name" maxLength={100} className={ui.input} />}
            </FormField>
          </div>
          <FormField id="profile-email" label="Email" error={profileFields.email}>
            {(control) => <input {...control} name="email" type="email" defaultValue={user.email} required autoComplete="email" maxLength={254} className={ui.input} />}
          </FormField>
          <button type="submit" className={`${ui.button.primary} ${styles.action}`} disabled={saving}>
            {saving ? "Saving..." : "Save Changes"}
          </button>
        </Form>
      </section>

      <ChangePasswordSection key={passwordResult?.ok ? passwordResult.formKey : "change-password"} result={passwordResult} busy={changing} />

      <section className={`${ui.card} ${styles.section} ${styles.dangerZone}`} aria-labelledby="danger-zone-title">
        <h2 id="danger-zone-title" className={styles.sectionTitle}>
          Danger zone
        </h2>
        <p>Deleting your account removes your profile, your photo and everything you have saved. It cannot be undone.</p>
        <button type="button" className={ui.button.danger} onClick={() => setConfirmingDelete(true)}>
          Delete Account
        </button>
      </section>

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete your account?"
        onClose={() => setConfirmingDelete(false)}
        confirm={
          <Form method="post" className={styles.inlineForm}>
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={ui.button.danger} disabled={deleting}>
              {deleting ? "Deleting..." : "Delete"}
            </button>
          </Form>
        }
      >
        <p>
          This permanently deletes the account of <strong>{user.email}</strong>, with its photo and everything saved in it. This cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
