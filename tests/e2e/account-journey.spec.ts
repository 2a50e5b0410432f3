// One person's whole account life in the browser (issue 4 §6): sign up with a photo, see it in the
// navbar, log out, log in, edit the profile, forget the password, reset it from the mail in the
// development outbox, log in with the new one, delete the account.
import { expect, test } from "@playwright/test";
import { PHOTO_PNG, STRONG_PASSWORD, uniqueEmail, useOwnClientAddress } from "./accounts";
import { expectHeading, waitForHydration } from "./pages";

const NEW_PASSWORD = "Brand!new42";

test("sign up → avatar → log out → log in → edit → forgot → mail → reset → log in → delete", async ({ page }) => {
  test.setTimeout(60_000);
  await useOwnClientAddress(page);
  const email = uniqueEmail("journey");
  const banner = page.getByRole("banner");
  const profileButton = banner.getByRole("button", { name: "My Profile" });

  async function openProfileMenuItem(name: string) {
    await profileButton.click();
    await banner.getByRole(name === "Logout" ? "button" : "link", { name, exact: true }).click();
  }

  async function logIn(password: string) {
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(profileButton).toBeVisible();
  }

  // Sign up with a photo: the navbar shows it.
  await page.goto("/signup");
  await waitForHydration(page);
  await page.getByLabel("Profile photo (optional)").setInputFiles(PHOTO_PNG);
  await page.getByLabel("First name").fill("Journey");
  await page.getByLabel("Last name").fill("Tester");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole("button", { name: "Signup", exact: true }).click();
  await expect(page.getByText("Signed up successfully! Redirecting...")).toBeVisible();
  await expect(page).toHaveURL("/");
  const avatarPhoto = profileButton.locator("img");
  await expect(avatarPhoto).toHaveAttribute("src", /^\/api\/photos\//);
  expect(await avatarPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

  // Log out.
  await openProfileMenuItem("Logout");
  await expect(page).toHaveURL("/");
  await expect(banner.getByRole("link", { name: "Signup" })).toBeVisible();

  // Log in.
  await page.goto("/login");
  await waitForHydration(page);
  await logIn(STRONG_PASSWORD);

  // Edit the profile.
  await openProfileMenuItem("User Profile");
  await expectHeading(page, "Your profile");
  await page.getByLabel("Last name").fill("Traveller");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Profile updated successfully")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Last name")).toHaveValue("Traveller");

  // Forgot password, then the mail in the development outbox.
  await page.goto("/forgot-password");
  await waitForHydration(page);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("status")).toContainText("If an account exists for that email");
  await page.goto("/dev/mail");
  const mail = page.getByRole("article").filter({ hasText: `To ${email}` }).first();
  await expect(mail).toContainText("Reset your Sentio AI password");
  const link = new URL((await mail.getByRole("link", { name: /\/reset-password\?token=/ }).getAttribute("href")) ?? "");
  // The link names APP_URL (the dev server's port); open its path on this test server.
  await page.goto(link.pathname + link.search);

  // Reset.
  await waitForHydration(page);
  await page.getByLabel("New password").fill(NEW_PASSWORD);
  await page.getByLabel("Confirm password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Reset", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Your password has been reset. Please sign in with your new password.");
  // Every session ended with the reset.
  await expect(profileButton).toBeHidden();
  await expect(page).toHaveURL("/login", { timeout: 5000 });

  // Log in with the new password.
  await waitForHydration(page);
  await logIn(NEW_PASSWORD);

  // Delete the account.
  await openProfileMenuItem("User Profile");
  await page.getByRole("button", { name: "Delete Account" }).click();
  await page.getByRole("dialog", { name: "Delete your account?" }).getByRole("button", { name: "Delete", exact: true }).click();
  await expect(page).toHaveURL("/signup");
  await expect(page.getByText("Your account has been deleted successfully.")).toBeVisible();
  await expect(banner.getByRole("link", { name: "Signup" })).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem("user"), localStorage.getItem("registered")])).toEqual([null, null]);
  const signIn = await page.request.post("/api/auth/signin", { data: { email, password: NEW_PASSWORD } });
  expect(signIn.status()).toBe(401);
});
