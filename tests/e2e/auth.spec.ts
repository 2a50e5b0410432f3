// The account screens, one error path each, and the navigation bar's signed-in states.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { PHOTO_GIF, PHOTO_PNG, signUpThroughApi, STRONG_PASSWORD, uniqueEmail, useOwnClientAddress } from "./accounts";
import { expectHeading, waitForHydration, watchForErrors } from "./pages";

test.beforeEach(async ({ page }) => {
  await useOwnClientAddress(page);
});

test.describe("navigation bar, signed in", () => {
  test("renders signed in on the server: 'My Profile' with the first letter, no Signup or Login", async ({ page, browser }) => {
    await signUpThroughApi(page.request, { firstname: "grace" });
    // Without JavaScript, what shows is what the server rendered.
    const cookies = await page.context().cookies();
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    await noScript.addCookies(cookies);
    const staticPage = await noScript.newPage();
    await staticPage.goto("/about");
    const banner = staticPage.getByRole("banner");
    await expect(banner.getByRole("button", { name: "My Profile" })).toBeVisible();
    await expect(banner.getByTestId("avatar").first()).toHaveText("G");
    await expect(banner.getByRole("link", { name: "Signup" })).toHaveCount(0);
    await expect(banner.getByRole("link", { name: "Login" })).toHaveCount(0);
    await noScript.close();
  });

  test("the 'My Profile' menu: Reset Password, User Profile, Logout; Escape closes it", async ({ page }) => {
    await signUpThroughApi(page.request);
    await page.goto("/about");
    await waitForHydration(page);
    const trigger = page.getByRole("banner").getByRole("button", { name: "My Profile" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Reset Password" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "User Profile" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(banner.getByRole("link", { name: "User Profile" })).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test("Logout ends the session on the server, clears user and registered, and goes to /", async ({ page }) => {
    await signUpThroughApi(page.request);
    await page.goto("/about");
    await waitForHydration(page);
    await page.evaluate(() => localStorage.setItem("registered", "1"));
    await page.getByRole("banner").getByRole("button", { name: "My Profile" }).click();
    const loggedOut = page.waitForResponse((response) => response.url().endsWith("/api/auth/logout") && response.status() === 200);
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await loggedOut;
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Signup" })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem("user"), localStorage.getItem("registered")])).toEqual([null, null]);
    const session = await page.request.get("/api/auth/session");
    expect(((await session.json()) as { user: unknown }).user).toBeNull();
  });
});

test.describe("navigation bar, signed in, on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu holds the same profile items", async ({ page }) => {
    await signUpThroughApi(page.request, { firstname: "Mia" });
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toContainText("My Profile · Mia");
    for (const name of ["Reset Password", "User Profile"]) await expect(menu.getByRole("link", { name })).toBeVisible();
    await menu.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu.getByRole("link", { name: "Signup" })).toBeVisible();
  });
});

test("Logout works before the page has hydrated (no JavaScript): the form posts to the server", async ({ page, browser }) => {
  await signUpThroughApi(page.request);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const staticPage = await noScript.newPage();
  await staticPage.goto("/about");
  // The closed menu is only hidden; without JavaScript the form is still there to submit.
  await staticPage.getByRole("banner").locator("form[action='/logout']").first().evaluate((form: HTMLFormElement) => form.submit());
  await expect(staticPage).toHaveURL("/");
  await expect(staticPage.getByRole("banner").getByRole("link", { name: "Signup" }).first()).toBeAttached();
  await noScript.close();
});

test.describe("forms sent before the page has hydrated (no JavaScript) still work", () => {
  test.use({ javaScriptEnabled: false });

  test("/login: a wrong password shows the message; the right one signs in", async ({ page }) => {
    const { email } = await signUpThroughApi(page.request);
    await page.context().clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong!pass1");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "My Profile" })).toBeVisible();
  });

  test("/signup signs up and goes to / signed in", async ({ page }) => {
    await page.goto("/signup");
    await page.getByLabel("First name").fill("Nojs");
    await page.getByLabel("Last name").fill("Person");
    await page.getByLabel("Email").fill(uniqueEmail("nojs"));
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "My Profile" })).toContainText("N");
  });

  test("/forgot-password shows the server's answer", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status")).toHaveText(/^If an account exists for that email/);
  });
});

test.describe("/login", () => {
  test("a wrong password shows the server's message and keeps the email", async ({ page }) => {
    const { email } = await signUpThroughApi(page.request);
    await page.context().clearCookies();
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Wrong!pass1");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
    await expect(page.getByLabel("Email")).toHaveValue(email);
  });

  test("signs in, goes to / with the bar signed in, stores user and registered (no token)", async ({ page }) => {
    const { email } = await signUpThroughApi(page.request, { firstname: "Linus" });
    await page.context().clearCookies();
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "My Profile" })).toBeVisible();
    const stored = await page.evaluate(() => ({ ...localStorage }));
    expect(JSON.parse(stored["user"] ?? "null")).toMatchObject({ firstname: "Linus", email });
    expect(stored["registered"]).toBe("1");
    expect(Object.keys(stored)).not.toContain("token");
  });

  test("links to /forgot-password and /signup; providers without settings are disabled with the reason", async ({ page }) => {
    await page.goto("/login");
    await expectHeading(page, "Sign in");
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Sign in with GitHub" })).toBeDisabled();
    await expect(page.getByText(/Sign-in with Google is not available/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("main").getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
  });

  test("an unknown email gets the same message as a wrong password", async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Invalid email or password.");
  });
});

test.describe("/signup", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/signup");
    await waitForHydration(page);
  });

  test("a weak password: the meter, at most three hints, and nothing is sent", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/signup")) posted = true;
    });
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password", { exact: true }).fill("abc");
    const strength = page.getByTestId("password-strength");
    await expect(strength).toContainText("Password strength: Very Weak");
    await expect(strength.getByRole("listitem")).toHaveText([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
    ]);
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    const password = page.getByLabel("Password", { exact: true });
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Password", { exact: true }).fill("Abcdefg1");
    await expect(strength).toContainText("Password strength: Good");
    await expect(strength.getByRole("listitem")).toHaveCount(1);
    expect(posted).toBe(false);
  });

  test("a photo that is not JPEG or PNG is refused with the spec's message", async ({ page }) => {
    await page.getByLabel("Profile photo (optional)").setInputFiles(PHOTO_GIF);
    await expect(page.getByText("Only JPEG or PNG files are allowed.")).toBeVisible();
    await expect(page.getByLabel("Profile photo (optional)")).toHaveAttribute("aria-invalid", "true");
    expect(await page.getByLabel("Profile photo (optional)").evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  });

  test("an email that has an account: the server's message as a bullet-free alert", async ({ page }) => {
    const { email } = await signUpThroughApi(page.request);
    await page.context().clearCookies();
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("An account with this email already exists. Please sign in instead.");
  });

  test("the server's errors show deduplicated, as bullets", async ({ page }) => {
    await page.route("**/api/auth/signup", (route) =>
      route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ errors: ["First problem", "Second problem", "First problem"] }) }),
    );
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await expect(page.getByRole("alert").getByRole("listitem")).toHaveText(["First problem", "Second problem"]);
  });

  test("success: the spec's message, the photo in the navbar at once, then / after 1.5 s", async ({ page }) => {
    const errors = watchForErrors(page);
    await page.getByLabel("Profile photo (optional)").setInputFiles(PHOTO_PNG);
    // The round picker previews the chosen photo (a blob: URL, which the CSP allows).
    const preview = page.locator("label[for='signup-photo'] img");
    await expect(preview).toHaveAttribute("src", /^blob:/);
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await page.getByLabel("First name").fill("Ada");
    await page.getByLabel("Last name").fill("Lovelace");
    await page.getByLabel("Email").fill(uniqueEmail());
    await page.getByLabel("Password", { exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Signup", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Signed up successfully! Redirecting..." })).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByRole("banner").getByRole("button", { name: "My Profile" }).locator("img")).toHaveAttribute("src", /^\/api\/photos\/[0-9a-f]{32}$/);
    await expect(page).toHaveURL("/", { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1200);
    expect(await page.evaluate(() => localStorage.getItem("registered"))).toBe("1");
    expect(errors).toEqual([]);
  });
});

test.describe("/forgot-password and /reset-password", () => {
  test("forgot password shows the server's answer, the same for any email", async ({ page }) => {
    await page.goto("/forgot-password");
    await waitForHydration(page);
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await page.getByLabel("Email").fill(uniqueEmail("nobody"));
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status")).toHaveText(/^If an account exists for that email, we have sent it a link/);
  });

  test("mismatched passwords: 'Passwords do not match' and nothing is sent", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/auth/reset-password")) posted = true;
    });
    await page.goto("/reset-password?token=some-token");
    await waitForHydration(page);
    await page.getByLabel("New password").fill(STRONG_PASSWORD);
    await expect(page.getByTestId("password-strength")).toContainText("Strong");
    await page.getByLabel("Confirm password").fill(`${STRONG_PASSWORD}x`);
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    const confirm = page.getByLabel("Confirm password");
    await expect(confirm).toBeFocused();
    await expect(confirm).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    expect(posted).toBe(false);
  });

  test("an unknown or used token: the server's message", async ({ page }) => {
    await page.goto("/reset-password?token=not-a-real-token");
    await waitForHydration(page);
    await page.getByLabel("New password").fill(STRONG_PASSWORD);
    await page.getByLabel("Confirm password").fill(STRONG_PASSWORD);
    await page.getByRole("button", { name: "Reset", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired. Please request a new one.");
  });

  test("no token in the link: says so and offers a new link", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByRole("alert")).toHaveText("This reset link is invalid or has expired. Please request a new one.");
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });
});

test.describe("/user-profile", () => {
  test("signed out: the server sends the visitor to /login", async ({ page }) => {
    const response = await page.goto("/user-profile");
    expect(response?.ok()).toBe(true);
    await expect(page).toHaveURL("/login");
  });

  test("saving names and a photo: the spec's toast, the navbar's letter and then photo follow", async ({ page }) => {
    await signUpThroughApi(page.request, { firstname: "Ada" });
    await page.goto("/user-profile");
    await waitForHydration(page);
    await expectHeading(page, "Your profile");
    await expect(page.getByLabel("First name")).toHaveValue("Ada");
    await page.getByLabel("First name").fill("Zelda");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Profile updated successfully")).toBeVisible();
    const profileButton = page.getByRole("banner").getByRole("button", { name: "My Profile" });
    await expect(profileButton).toContainText("Z");
    // A new photo replaces the letter.
    await page.getByLabel("Change photo").setInputFiles(PHOTO_PNG);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(profileButton.locator("img")).toHaveAttribute("src", /^\/api\/photos\/[0-9a-f]{32}$/);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("user"))) ?? "null")).toMatchObject({ firstname: "Zelda" });
  });

  test("a photo that is not JPEG or PNG: the spec's message, nothing uploaded", async ({ page }) => {
    await signUpThroughApi(page.request);
    await page.goto("/user-profile");
    await waitForHydration(page);
    await page.getByLabel("Change photo").setInputFiles(PHOTO_GIF);
    await expect(page.getByText("Only JPEG or PNG images are allowed.").first()).toBeVisible();
    await expect(page.getByLabel("Change photo")).toHaveAttribute("aria-invalid", "true");
  });

  test("changing the password: a wrong current password, then success", async ({ page }) => {
    await signUpThroughApi(page.request);
    await page.goto("/user-profile#change-password");
    await waitForHydration(page);
    await page.getByLabel("Current password").fill("Wrong!pass1");
    await page.getByLabel("New password", { exact: true }).fill("Brand!new42");
    await page.getByLabel("Confirm new password").fill("Brand!new42");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByText("Your current password is not correct.")).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveAttribute("aria-invalid", "true");

    await page.getByLabel("Current password").fill(STRONG_PASSWORD);
    await page.getByLabel("New password", { exact: true }).fill("Brand!new42");
    await page.getByLabel("Confirm new password").fill("Brand!new42");
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Your password has been changed." })).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");
  });

  test("the delete dialog: focus starts on Cancel, Escape closes it and focus returns", async ({ page }) => {
    await signUpThroughApi(page.request);
    await page.goto("/user-profile");
    await waitForHydration(page);
    const opener = page.getByRole("button", { name: "Delete Account" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Delete", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect((await (await page.request.get("/api/auth/session")).json()) as { user: unknown }).toMatchObject({ user: { firstname: "Ada" } });
  });
});

test.describe("OAuth callback", () => {
  test("an error parameter: 'Authentication Failed', 'OAuth Error: {error}', Back to Login and Try Again", async ({ page }) => {
    await page.goto("/auth/callback?error=access_denied");
    await expectHeading(page, "Authentication Failed");
    await expect(page.getByRole("alert")).toHaveText("OAuth Error: access_denied");
    await page.getByRole("link", { name: "Back to Login" }).click();
    await expect(page).toHaveURL("/login");
    await page.goBack();
    await expect(page.getByRole("link", { name: "Try Again" })).toBeVisible();
  });

  test("/oauth-callback without a code: the spec's message", async ({ page }) => {
    await page.goto("/oauth-callback");
    await expectHeading(page, "Authentication Failed");
    await expect(page.getByRole("alert")).toHaveText("No authorization code received from OAuth provider");
  });

  test("a provider without settings sends the browser back with the reason", async ({ page }) => {
    const answer = await page.request.get("/api/auth/google", { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    // The redirect names APP_URL (the dev server's port); follow its path on this test server.
    const location = new URL(answer.headers()["location"] ?? "");
    expect(location.pathname).toBe("/auth/callback");
    await page.goto(location.pathname + location.search);
    await expect(page.getByRole("alert")).toHaveText(/^OAuth Error: Sign-in with Google is not available: this server has no GOOGLE_CLIENT_ID/);
  });

  test("a code from another browser's attempt: 'Completing Authentication...', then the server's refusal", async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/oauth/callback", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/auth/callback?code=abc&state=xyz");
    await expectHeading(page, "Completing Authentication...");
    release();
    await expectHeading(page, "Authentication Failed");
    await expect(page.getByRole("alert")).toHaveText(
      "HTTP 400: This sign-in attempt has expired or did not start in this browser. Please try again.",
    );
  });

  test("a successful exchange stores the user and goes to the saved redirect", async ({ page }) => {
    const user = { firstname: "Octo", lastname: "Cat", email: "octo@example.com", profilephoto: null };
    await page.route("**/api/auth/oauth/callback", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ success: true, token: "t", user, message: "Signed in with GitHub." }) }),
    );
    await page.goto("/about");
    await page.evaluate(() => localStorage.setItem("oauth_redirect", "/help"));
    await page.goto("/auth/callback?code=abc&state=xyz");
    await expect(page).toHaveURL("/help");
    expect(await page.evaluate(() => [localStorage.getItem("oauth_redirect"), localStorage.getItem("token")])).toEqual([null, null]);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem("user"))) ?? "null")).toEqual(user);
  });
});

test.describe("accessibility of the signed-in screens", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`/user-profile, the 'My Profile' menu and the delete dialog in ${theme}: no serious or critical axe violations`, async ({ page }, testInfo) => {
      const errors = watchForErrors(page);
      await signUpThroughApi(page.request);
      await page.addInitScript((saved) => localStorage.setItem("theme", saved), theme);
      await page.goto("/user-profile");
      await waitForHydration(page);
      await page.waitForTimeout(900);
      const states: [string, () => Promise<void>][] = [
        ["profile", () => Promise.resolve()],
        ["menu", () => page.getByRole("banner").getByRole("button", { name: "My Profile" }).click()],
        [
          "dialog",
          async () => {
            await page.keyboard.press("Escape");
            await page.getByRole("button", { name: "Delete Account" }).click();
            await expect(page.getByRole("dialog")).toBeVisible();
          },
        ],
      ];
      for (const [name, enter] of states) {
        await enter();
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
        expect(blocking.map((violation) => `${name}: ${violation.id} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`)).toEqual([]);
        await page.screenshot({ path: testInfo.outputPath(`user-profile-${name}-${theme}.png`), fullPage: name !== "dialog" });
      }
      expect(errors).toEqual([]);
    });
  }
});
