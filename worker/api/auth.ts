// /api/auth: sign-up, sign-in, the current session, sign-out, forgotten and reset passwords
// (spec §7, paths and fields kept). Profile and deletion are in profile.ts, providers in oauth.ts.
// Answers never reveal whether an email has an account, except sign-up's "already exists".
import { Hono } from "hono";
import { z } from "zod";
import { generateRandomToken, sha256Hex } from "../auth/encoding";
import { providerStatuses } from "../auth/oauth-providers";
import { hashPassword, passwordHashNeedsUpgrade, verifyAgainstDecoy, verifyPassword } from "../auth/password";
import { invalidateSessionToken } from "../auth/session";
import { getDatabase } from "../db/client";
import { consumePasswordResetToken, replacePasswordResetToken } from "../db/queries/password-reset-tokens";
import { findUserByEmail, insertUser, replaceUserPassword, updateUser } from "../db/queries/users";
import type { AppEnv } from "../env";
import { getMailer } from "../mail/mailer";
import { PASSWORD_RESET_LINK_LIFETIME_MINUTES, passwordResetMail } from "../mail/templates";
import { checkPhoto, deletePhoto, storePhoto } from "../photos";
import { authenticate, endSessionCookie, findSessionToken, startSession, toPublicUser } from "./auth-session";
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

export const INVALID_CREDENTIALS = "Invalid email or password.";
export const FORGOT_PASSWORD_ANSWER =
  "If an account exists for that email, we have sent it a link to reset the password. Please check your inbox.";
export const INVALID_RESET_LINK = "This reset link is invalid or has expired. Please request a new one.";

const SignUpSchema = z.object({
  firstname: nameField("First name"),
  lastname: nameField("Last name"),
  email: accountEmailField(),
  password: newPasswordField(),
  profilePhoto: optionalPhotoField(),
});

const SignInSchema = z.object({ email: accountEmailField(), password: passwordField() });

const ForgotPasswordSchema = z.object({ email: accountEmailField() });

const ResetPasswordSchema = z
  .object({
    token: z.string({ error: INVALID_RESET_LINK }).min(1, INVALID_RESET_LINK).max(200, INVALID_RESET_LINK),
    newPassword: newPasswordField(),
    // The spec's screen checks it before sending; API clients may send it for the server to check.
    confirmPassword: z.string().optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  });

export const auth = new Hono<AppEnv>()
  .post("/signup", limitBody(PHOTO_FORM_MAX_BYTES, PHOTO_MESSAGES.signup.size), formBody(SignUpSchema), async (c) => {
    const { firstname, lastname, email, password, profilePhoto } = c.req.valid("form");
    const limited = await enforceRateLimits(c, [{ rule: RATE_LIMITS.signUpPerIp, subject: "ip" }]);
    if (limited) return limited;

    let photo: Awaited<ReturnType<typeof checkPhoto>> | undefined;
    if (profilePhoto) {
      photo = await checkPhoto(profilePhoto);
      if (!photo.ok) {
        return c.json(errorAnswer(PHOTO_MESSAGES.signup[photo.problem], "profilePhoto"), 400);
      }
    }

    const db = getDatabase(c.env.DB);
    if (await findUserByEmail(db, email)) return c.json(errorAnswer(EMAIL_TAKEN, "email"), 409);

    const passwordHash = await hashPassword(password);
    const photoKey = photo?.ok ? await storePhoto(c.env.PHOTOS, photo) : null;
    const user = await insertUser(db, { email, firstname, lastname, passwordHash, photoKey });
    if (!user) {
      // Someone took the email between the check and the insert.
      await deletePhoto(c.env.PHOTOS, photoKey);
      return c.json(errorAnswer(EMAIL_TAKEN, "email"), 409);
    }
    const token = await startSession(c, user.id);
    return c.json({ token, user: toPublicUser(user), message: "Signed up successfully! Redirecting..." }, 201);
  })

  .post("/signin", limitBody(16 * 1024), jsonBody(SignInSchema), async (c) => {
    const { email, password } = c.req.valid("json");
    const limited = await enforceRateLimits(c, [
      { rule: RATE_LIMITS.signInPerIp, subject: "ip" },
      { rule: RATE_LIMITS.signInPerEmail, subject: { email } },
    ]);
    if (limited) return limited;

    const db = getDatabase(c.env.DB);
    const user = await findUserByEmail(db, email);
    // The same answer, after the same work, whether the email is unknown, has no password (a
    // provider account) or the password is wrong.
    const passwordMatches = user?.passwordHash ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
    if (!user?.passwordHash || !passwordMatches) {
      return c.json(errorAnswer(INVALID_CREDENTIALS), 401);
    }
    if (passwordHashNeedsUpgrade(user.passwordHash)) {
      await updateUser(db, user.id, { passwordHash: await hashPassword(password) });
    }
    const token = await startSession(c, user.id);
    return c.json({ token, user: toPublicUser(user), message: "Signed in successfully." }, 200);
  })

  .get("/session", async (c) => {
    const signedIn = await authenticate(c);
    return c.json({ user: signedIn ? toPublicUser(signedIn.user) : null, providers: providerStatuses(c.env) }, 200);
  })

  .get("/providers", (c) => c.json({ providers: providerStatuses(c.env) }, 200))

  .post("/logout", async (c) => {
    const found = await findSessionToken(c);
    if (found) await invalidateSessionToken(getDatabase(c.env.DB), found.token);
    endSessionCookie(c);
    return c.json({ message: "Signed out." }, 200);
  })

  .post("/forgot-password", limitBody(16 * 1024), jsonBody(ForgotPasswordSchema), async (c) => {
    const { email } = c.req.valid("json");
    const limited = await enforceRateLimits(c, [
      { rule: RATE_LIMITS.forgotPasswordPerIp, subject: "ip" },
      { rule: RATE_LIMITS.forgotPasswordPerEmail, subject: { email } },
    ]);
    if (limited) return limited;

    const db = getDatabase(c.env.DB);
    const user = await findUserByEmail(db, email);
    if (user) {
      const token = generateRandomToken();
      const expiresAt = new Date(Date.now() + PASSWORD_RESET_LINK_LIFETIME_MINUTES * 60 * 1000);
      await replacePasswordResetToken(db, { tokenHash: await sha256Hex(token), userId: user.id, expiresAt });
      const resetUrl = new URL("/reset-password", c.env.APP_URL);
      resetUrl.searchParams.set("token", token);
      const mail = passwordResetMail(user.firstname, resetUrl.toString());
      // Sent after the answer: a slow mail API must not make known emails answer later.
      c.executionCtx.waitUntil(
        getMailer(c.env)
          .send({ to: user.email, userId: user.id, ...mail })
          .catch((error: unknown) => console.error("Sending a password reset mail failed:", error)),
      );
    }
    return c.json({ message: FORGOT_PASSWORD_ANSWER }, 200);
  })

  .post("/reset-password", limitBody(16 * 1024), jsonBody(ResetPasswordSchema), async (c) => {
    const { token, newPassword } = c.req.valid("json");
    const limited = await enforceRateLimits(c, [{ rule: RATE_LIMITS.resetPasswordPerIp, subject: "ip" }]);
    if (limited) return limited;

    const db = getDatabase(c.env.DB);
    const resetToken = await consumePasswordResetToken(db, await sha256Hex(token));
    if (!resetToken || resetToken.expiresAt.getTime() <= Date.now()) {
      return c.json(errorAnswer(INVALID_RESET_LINK), 400);
    }
    await replaceUserPassword(db, resetToken.userId, await hashPassword(newPassword));
    // This browser's session, if any, was revoked with all the others.
    endSessionCookie(c);
    return c.json({ message: "Your password has been reset. Please sign in with your new password." }, 200);
  });
