// axe-core on every page built so far, in both themes, with a screenshot of each; and no
// console error (a Content-Security-Policy violation is one) on any of them.
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { builtPages, waitForHydration, watchForErrors } from "./pages";

for (const theme of ["light", "dark"] as const) {
  for (const { path } of builtPages) {
    test(`${path} in ${theme}: no serious or critical axe violations, no console errors`, async ({ page }, testInfo) => {
      const errors = watchForErrors(page);
      await page.addInitScript((saved) => localStorage.setItem("theme", saved), theme);
      await page.goto(path);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.className)).toContain(theme);
      // Let the entrance animations finish so colours are measured at full opacity.
      await page.waitForTimeout(900);

      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      const blocking = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
      expect(
        blocking.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`),
      ).toEqual([]);

      const name = `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}-${theme}.png`;
      await page.screenshot({ path: testInfo.outputPath(name), fullPage: true });

      // The 404 page's own document request is expected to log its status.
      const unexpected = errors.filter((error) => !(path === "/no-such-page" && error.includes("404")));
      expect(unexpected).toEqual([]);
    });
  }
}
