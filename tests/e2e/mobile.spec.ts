import { expect, test } from "@playwright/test";
import { expectHeading, waitForHydration } from "./pages";

test.use({ viewport: { width: 390, height: 844 } });

test("below 768 px the navigation collapses into a menu with the same items", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute("aria-expanded", "false");

  await menuButton.click();
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Home", "Analyze", "Journal", "News", "Dashboard", "About", "Signup"]) {
    await expect(menu.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: /Switch to (dark|light) theme/ })).toBeVisible();

  await menu.getByRole("link", { name: "About", exact: true }).click();
  await expectHeading(page, "About Sentio AI");
  await expect(menu).toBeHidden();
});

test("the menu works from the keyboard and Escape closes it, returning focus", async ({ page }) => {
  await page.goto("/about");
  await waitForHydration(page);
  const menuButton = page.getByRole("button", { name: "Open menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("navigation", { name: "Mobile" });
  await expect(menu).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
});

test("at 768 px and wider the menu button is gone", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
