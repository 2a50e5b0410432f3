// /api/auth user-profile, user-profile-update, change-password (added) and delete-account (spec §7):
// the signed-in user's own data only, chosen by the session, never by an id in the request.
import { Hono } from "hono";
import { z } from "zod";
import { getDatabase } from "../db/client";
import { hashPassword, verifyPassword } from "../auth/password";
import { changeUserPassword, deleteUser, findUserByEmail, updateUser, type UserChanges } from "../db/queries/users";
import { checkPhoto, deletePhoto, storePhoto } from "../photos";
import { endSessionCookie, requireSession, type SignedInEnv, toPublicUser } from "./auth-session";
import {
  accountEmailField,
  EMAIL_TAKEN,
  nameField,
  newPasswordField,
  optionalPhotoField,
  passwordField,
  PHOTO_FORM_MAX_BYTES,
  PHOTO_MESSAGES,
} from "./fields";
import { errorAnswer, formBody, jsonBody, limitBody } from "./json-body";
import { enforceRateLimits, RATE_LIMITS } from "./rate-limits";

export const WRONG_CURRENT_PASSWORD = "Your current password is not correct.";
export const NO_PASSWORD_YET =
  "Your account signs in with Google or GitHub and has no password yet. Use 'Forgot password' to set one by email.";
export const SAME_PASSWORD = "The new password must be different from the current one.";
export const PASSWORD_CHANGED = "Your password has been changed. Your other devices have been signed out.";

// Every field may be left out (then it stays as it is); a field that is sent must be valid.
const ProfileUpdateSchema = z.object({
  firstname: nameField("First name").optional(),
  lastname: nameField("Last name").optional(),
  email: accountEmailField().optional(),
  profilePhoto: optionalPhotoField(),
});

const ChangePasswordSchema = z
  .object({
    currentPassword: passwordField(),
    newPassword: newPasswordField(),
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export const profile = new Hono<SignedInEnv>()
  // JSON { token } per the spec; the cookie or a Bearer header serve as well.
  .post("/user-profile", limitBody(16 * 1024), requireSession, (c) => c.json(toPublicUser(c.var.auth.user), 200))

  .post(
    "/user-profile-update",
    limitBody(PHOTO_FORM_MAX_BYTES, PHOTO_MESSAGES.profile.size),
    requireSession,
    formBody(ProfileUpdateSchema),
    async (c) => {
      const { user } = c.var.auth;
      const { firstname, lastname, email, profilePhoto } = c.req.valid("form");
      const db = getDatabase(c.env.DB);
      const changes: UserChanges = { firstname, lastname };

      if (email !== undefined && email !== user.email) {
        const owner = await findUserByEmail(db, email);
        if (owner) return c.json(errorAnswer(EMAIL_TAKEN, "email"), 409);
        // The new address is not proven until a reset link or a provider proves it.
        Object.assign(changes, { email, emailVerifiedAt: null });
      }

      if (profilePhoto) {
        const photo = await checkPhoto(profilePhoto);
        if (!photo.ok) {
          return c.json(errorAnswer(PHOTO_MESSAGES.profile[photo.problem], "profilePhoto"), 400);
        }
        changes.photoKey = await storePhoto(c.env.PHOTOS, photo);
      }

      let updated;
      try {
        updated = await updateUser(db, user.id, changes);
      } catch (error) {
        // The unique index caught an email taken since the check; keep no orphaned photo.
        if (changes.photoKey) await deletePhoto(c.env.PHOTOS, changes.photoKey);
        if (changes.email && String(error).includes("UNIQUE")) {
          return c.json(errorAnswer(EMAIL_TAKEN, "email"), 409);
        }
        throw error;
      }
      if (!updated) throw new Error("the signed-in user's row is gone");
      if (changes.photoKey) await deletePhoto(c.env.PHOTOS, user.photoKey);
      return c.json({ user: toPublicUser(updated), message: "Profile updated successfully" }, 200);
    },
  )

  // Not in the spec (its profile screen has a non-functional password field); ours works.
  .post("/change-password", limitBody(16 * 1024), requireSession, jsonBody(ChangePasswordSchema), async (c) => {
    const { user, session } = c.var.auth;
    const { currentPassword, newPassword } = c.req.valid("json");
    const limited = await enforceRateLimits(c, [{ rule: RATE_LIMITS.changePasswordPerUser, subject: { email: user.email } }]);
    if (limited) return limited;
    if (!user.passwordHash) return c.json(errorAnswer(NO_PASSWORD_YET, "currentPassword"), 400);
    if (!(await verifyPassword(currentPassword, user.passwordHash))) {
      return c.json(errorAnswer(WRONG_CURRENT_PASSWORD, "currentPassword"), 400);
    }
    if (newPassword === currentPassword) return c.json(errorAnswer(SAME_PASSWORD, "newPassword"), 400);
    // Whoever else holds a session (a stolen cookie, a forgotten device) is signed out.
    await changeUserPassword(getDatabase(c.env.DB), user.id, await hashPassword(newPassword), session.id);
    return c.json({ message: PASSWORD_CHANGED }, 200);
  })

  .delete("/delete-account", requireSession, async (c) => {
    const { user } = c.var.auth;
    // The photo first: if that fails nothing is lost and the user can try again; if the rows went
    // first, a failure would leave an object no row points to.
    await deletePhoto(c.env.PHOTOS, user.photoKey);
    await deleteUser(getDatabase(c.env.DB), user.id);
    endSessionCookie(c);
    return c.json({ message: "Your account has been deleted successfully." }, 200);
  });
