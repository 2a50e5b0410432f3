import { expect, test } from "@playwright/test";
import { privacySections } from "../../app/content/privacy";
import { waitForHydration } from "./pages";

// The content module is checked against the spec's ten titles by its unit test; here, the page.
const sections = privacySections.map((section) => section.title);

test("ten sections, an index, and the date the text last changed", async ({ page }) => {
  expect(sections).toHaveLength(10);
  await page.goto("/privacy-policy");
  const index = page.getByRole("navigation", { name: "Policy sections" });
  await expect(index.getByRole("link")).toHaveText(sections);
  for (const [position, title] of sections.entries()) {
    await expect(page.getByRole("heading", { level: 2, name: `${position + 1}. ${title}` })).toBeVisible();
  }
  const updated = page.locator("time");
  await expect(updated).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
  await expect(updated).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
});

test("clicking an index entry scrolls to its section and highlights it", async ({ page }) => {
  await page.goto("/privacy-policy");
  await waitForHydration(page);
  const index = page.getByRole("navigation", { name: "Policy sections" });
  await expect(index.getByRole("link", { name: "Applicability and Scope" })).toHaveAttribute("aria-current", "location");

  await index.getByRole("link", { name: "Cookies & Tracking" }).click();
  await expect(page).toHaveURL(/#cookies-and-tracking$/);
  const heading = page.getByRole("heading", { name: "8. Cookies & Tracking" });
  await expect
    .poll(async () => (await heading.boundingBox())?.y ?? -1)
    .toBeLessThan(200);
  await expect(index.getByRole("link", { name: "Cookies & Tracking" })).toHaveAttribute("aria-current", "location");
  await expect(index.locator("[aria-current]")).toHaveCount(1);
});

test("scrolling highlights the section in view, and the index stays in view", async ({ page }) => {
  await page.goto("/privacy-policy");
  await waitForHydration(page);
  const index = page.getByRole("navigation", { name: "Policy sections" });
  await page.locator("#data-storage").evaluate((section) => section.scrollIntoView({ block: "start" }));
  await expect(index.getByRole("link", { name: "Data Storage" })).toHaveAttribute("aria-current", "location");
  // Sticky: the index is still on screen far down the page.
  const box = await index.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  expect(box?.y).toBeLessThan(200);
});
