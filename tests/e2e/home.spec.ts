import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { waitForHydration } from "./pages";

test("hero, feature cards and How It Works", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sentio AI");
  const cards = [
    ["Analyze News", "/news"],
    ["Log Your Mood", "/journal"],
    ["Track & Compare", "/dashboard"],
  ] as const;
  for (const [title, href] of cards) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(card.getByRole("link")).toHaveAttribute("href", href);
  }
  const howItWorks = page.getByRole("region", { name: "How It Works" });
  await expect(howItWorks.getByRole("heading", { level: 3 })).toHaveText(["Analyze", "Journal", "Track"]);
});

test("'Try Live Demo' scrolls to the demo section", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const demo = page.getByRole("region", { name: "Live demo" });
  await expect(demo).not.toBeInViewport();
  await page.getByRole("button", { name: "Try Live Demo" }).click();
  await expect(demo).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Live demo" })).toBeFocused();
});

test("the engine is not downloaded until the demo is in view", async ({ page }) => {
  const wasm: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".wasm")) wasm.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(wasm).toEqual([]);
  await page.getByRole("button", { name: "Try Live Demo" }).click();
  await expect(page.getByTestId("demo-status")).toContainText("Analysed on your device");
  expect(wasm).toHaveLength(1);
});

test("the live demo analyses in the browser, with no request, and shows what drove the score", async ({ page }) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  const analyze = page.getByRole("button", { name: "Analyze", exact: true });
  // The engine loads once the demo is in view (or used).
  await page.getByRole("region", { name: "Live demo" }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("demo-status")).toContainText("Analysed on your device");
  await expect(analyze).toBeDisabled();
  await page.getByLabel("Text to analyze").fill("   \n ");
  await expect(analyze).toBeDisabled();

  await page.getByLabel("Text to analyze").fill("I love this place, the staff were so kind! 😍");
  await analyze.click();
  const result = page.getByTestId("demo-result");
  await expect(result).toBeVisible();
  await expect(result).toContainText("POSITIVE");
  await expect(result).toContainText("Emotion Joy");
  const highlighted = page.getByTestId("demo-highlighted");
  await expect(highlighted.locator("mark").filter({ hasText: "love" })).toBeVisible();
  await expect(highlighted).toHaveText(/^I love this place, the staff were so kind! 😍/);
  expect(apiCalls).toEqual([]);

  await page.getByLabel("Text to analyze").fill("This was a terrible, awful waste of time.");
  await page.getByLabel("Text to analyze").press("Control+Enter");
  await expect(result).toContainText("NEGATIVE");

  // An idiom scores as one unit and is highlighted whole, not by its first word.
  await page.getByLabel("Text to analyze").fill("Honestly, I am over the moon about it.");
  await analyze.click();
  await expect(highlighted.locator("mark")).toHaveText(["over the moon"]);
  await expect(page.getByRole("link", { name: "Log a Mood Entry" })).toHaveAttribute("href", "/journal");
  await expect(page.getByText("Preview")).toBeVisible();
});

test("Analyze is disabled while the analysis runs, and the result shows only after the 200 ms reveal", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("region", { name: "Live demo" }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId("demo-status")).toContainText("Analysed on your device");
  await page.getByLabel("Text to analyze").fill("What a wonderful day!");
  // From here the page's timers move only when the test moves the clock, so the reveal's
  // setTimeout fires at a known point whatever the machine's speed.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  const result = page.getByTestId("demo-result");
  const running = page.getByRole("button", { name: "Analyzing…" });

  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(running).toBeDisabled();
  await expect(result).toBeHidden();

  await page.clock.runFor(199);
  await flushRenders(page);
  await expect(running).toBeDisabled();
  await expect(result).toBeHidden();

  await page.clock.runFor(1);
  // Real time again, for whatever React schedules while the result's code loads.
  await page.clock.resume();
  await expect(result).toBeVisible();
  await expect(result).toContainText("POSITIVE");
  await expect(page.getByRole("button", { name: "Analyze", exact: true })).toBeEnabled();
});

test("the demo says 'Failed to analyze sentiment' when the engine cannot load", async ({ page }) => {
  await page.route("**/*.wasm", (route) => route.fulfill({ status: 503, body: "unavailable" }));
  await page.goto("/");
  await waitForHydration(page);
  await page.getByLabel("Text to analyze").fill("Lovely day");
  await expect(page.getByTestId("demo-status")).toHaveText("The in-browser engine could not be loaded.");
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to analyze sentiment");
});

for (const theme of ["light", "dark"] as const) {
  test(`the demo's result is accessible in ${theme}`, async ({ page }) => {
    await page.addInitScript((saved) => localStorage.setItem("theme", saved), theme);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByLabel("Text to analyze").fill("Great food, terrible service. Not bad overall! 😍");
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await expect(page.getByTestId("demo-result")).toBeVisible();
    const results = await new AxeBuilder({ page }).include("[data-testid=demo-result]").withTags(["wcag2a", "wcag2aa"]).analyze();
    const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

/**
 * Lets a render React has already scheduled run before the test checks that nothing changed:
 * React schedules it as a MessageChannel task, which the fake clock does not hold back.
 */
async function flushRenders(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
