import { expect, test } from "@playwright/test";
import { expectHeading, waitForHydration } from "./pages";

test("the four groups, questions open one at a time", async ({ page }) => {
  await page.goto("/help");
  await waitForHydration(page);
  for (const group of ["Getting Started", "Feature Tutorials", "Privacy & Security", "Wellness Resources"]) {
    await expect(page.getByRole("heading", { level: 2, name: group })).toBeVisible();
  }

  const questions = page.getByRole("main").locator("button[aria-expanded]");
  expect(await questions.count()).toBeGreaterThan(8);
  const first = questions.nth(0);
  const later = questions.nth(6); // in another group

  await first.click();
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator(`#${await first.getAttribute("aria-controls")}`)).toBeVisible();

  await later.click();
  await expect(later).toHaveAttribute("aria-expanded", "true");
  await expect(first).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("[role=region]:visible")).toHaveCount(1);

  await later.click();
  await expect(later).toHaveAttribute("aria-expanded", "false");
  await expect(page.locator("[role=region]:visible")).toHaveCount(0);
});

test("questions open from the keyboard", async ({ page }) => {
  await page.goto("/help");
  await waitForHydration(page);
  const first = page.getByRole("main").locator("button[aria-expanded]").first();
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(first).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Space");
  await expect(first).toHaveAttribute("aria-expanded", "false");
});

test("an answer's optional link and 'Still need help?' lead to their pages", async ({ page }) => {
  await page.goto("/help");
  await waitForHydration(page);
  const withLink = page.getByRole("main").locator("button[aria-expanded]").filter({ hasText: /delete my account/i }).first();
  await withLink.click();
  const region = page.locator("[role=region]:visible");
  await expect(region.getByRole("link").first()).toBeVisible();

  await page.getByRole("region", { name: "Still need help?" }).getByRole("link", { name: "Contact us" }).click();
  await expectHeading(page, "Contact us");
});
