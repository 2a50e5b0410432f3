import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./pages";

const htmlClass = (page: Page) => page.evaluate(() => document.documentElement.className);
const bodyBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("the toggle switches the theme and the choice persists across a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  await waitForHydration(page);
  expect(await htmlClass(page)).toContain("light");
  const lightBackground = await bodyBackground(page);

  await page.getByRole("button", { name: "Switch to dark theme" }).click();
  expect(await htmlClass(page)).toContain("dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  expect(await bodyBackground(page)).not.toBe(lightBackground);
  await expect(page.getByRole("switch", { name: "Dark theme" })).toBeChecked();

  await page.reload();
  await waitForHydration(page);
  expect(await htmlClass(page)).toContain("dark");
  await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  await expect(page.getByRole("switch", { name: "Dark theme" })).toBeChecked();

  await page.getByRole("button", { name: "Switch to light theme" }).click();
  await page.reload();
  expect(await htmlClass(page)).toContain("light");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
});

test("the footer checkbox is checked in dark and switches the theme", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/about");
  await waitForHydration(page);
  const checkbox = page.getByRole("switch", { name: "Dark theme" });
  await expect(checkbox).not.toBeChecked();
  await checkbox.check();
  expect(await htmlClass(page)).toContain("dark");
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await checkbox.uncheck();
  expect(await htmlClass(page)).toContain("light");
});

test("with nothing saved, the system preference decides", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/");
  expect(await htmlClass(page)).toContain("dark");
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  expect(await htmlClass(page)).toContain("light");
});

test("no flash of the wrong theme: the saved theme applies before any bundle runs", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  // Without the app's JavaScript, only the inline boot script can set the theme.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.goto("/about");
  expect(await htmlClass(page)).toBe("dark");
  const background = await bodyBackground(page);
  expect(background).toBe("rgb(11, 16, 32)");
});
