import { expect, test } from "@playwright/test";
import { builtPages, expectHeading, headingOf, waitForHydration } from "./pages";

test.describe("navigation bar", () => {
  const navTargets = [
    { name: "Home", url: "/" },
    { name: "Analyze", url: "/analyze" },
    { name: "Journal", url: "/journal" },
    { name: "News", url: "/news" },
    { name: "Dashboard", url: "/dashboard" },
    { name: "About", url: "/about" },
  ];

  for (const target of navTargets) {
    test(`${target.name} lands on its page`, async ({ page }) => {
      await page.goto("/help");
      await waitForHydration(page);
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: target.name, exact: true }).click();
      await expect(page).toHaveURL(target.url);
      await expectHeading(page, headingOf(target.url));
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: target.name, exact: true }),
      ).toHaveAttribute("aria-current", "page");
    });
  }

  test("shows Signup to people who never registered and Login once `registered` is set", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Signup" })).toBeVisible();
    await banner.getByRole("link", { name: "Signup" }).click();
    await expectHeading(page, "Create your account");

    await page.evaluate(() => localStorage.setItem("registered", "1"));
    await page.reload();
    await waitForHydration(page);
    await expect(banner.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(banner.getByRole("link", { name: "Signup" })).toHaveCount(0);
    await banner.getByRole("link", { name: "Login" }).click();
    await expectHeading(page, "Sign in");
  });

  test("the brand link goes home", async ({ page }) => {
    await page.goto("/about");
    await page.getByRole("link", { name: "Sentio AI home" }).click();
    await expect(page).toHaveURL("/");
  });
});

test.describe("footer", () => {
  const footerTargets = [
    ["Product", "Home", "/"],
    ["Product", "Analyze", "/analyze"],
    ["Product", "Journal", "/journal"],
    ["Product", "News", "/news"],
    ["Product", "Dashboard", "/dashboard"],
    ["Support", "Help Center", "/help"],
    ["Support", "Contact Us", "/Contact"],
    ["Support", "About Us", "/about"],
    ["Support", "System Status", "/"],
    ["Support", "Privacy Policy", "/privacy-policy"],
  ] as const;

  for (const [column, name, url] of footerTargets) {
    test(`${column} › ${name} lands on its page`, async ({ page }) => {
      await page.goto("/about");
      await waitForHydration(page);
      await page.getByRole("contentinfo").getByRole("navigation", { name: column }).getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expectHeading(page, headingOf(url));
    });
  }

  test("/Contact (the spec's capitalised link) serves the contact page on a full load too", async ({ page }) => {
    const response = await page.goto("/Contact");
    expect(response?.status()).toBe(200);
    await expectHeading(page, "Contact us");
  });

  test("external links, copyright year and tagline", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Source code on GitHub" })).toHaveAttribute("href", /^https:\/\/github\.com\//);
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\//);
    await expect(footer.getByRole("link", { name: /^Email / })).toHaveAttribute("href", /^mailto:/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Sentio AI. Built with love for open source.`);
    await expect(footer).toContainText("turning data into actionable insights");
  });

  test("its animation lasts 800 ms and plays once", async ({ page }) => {
    await page.goto("/");
    const animation = await page.getByRole("contentinfo").evaluate((footer) => {
      const style = getComputedStyle(footer);
      return { duration: style.animationDuration, count: style.animationIterationCount };
    });
    expect(animation).toEqual({ duration: "0.8s", count: "1" });
  });
});

test.describe("every built page", () => {
  for (const { path, heading } of builtPages) {
    test(`${path} renders on the server with its heading`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
      await expectHeading(page, heading);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

test("an unknown route shows the 404 page in the app's style, with a way home", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expectHeading(page, "Page not found");
  await page.getByRole("main").getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("every route change scrolls to the top", async ({ page }) => {
  await page.goto("/privacy-policy");
  await waitForHydration(page);
  await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole("contentinfo").getByRole("link", { name: "Help Center" }).click();
  await expectHeading(page, "Help Center");
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the skip link moves focus to the main content", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
});
