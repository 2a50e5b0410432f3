import { expect, test } from "@playwright/test";
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

test("the demo runs the WebAssembly engine in the browser, with no request", async ({ page }) => {
  const apiCalls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page);
  const status = page.getByTestId("demo-status");
  await expect(status).toHaveText(/^0 words/);
  await page.getByLabel("Text to analyze").fill("The quick brown fox jumps 🦊");
  await expect(status).toHaveText(/^6 words, counted on your device/);
  expect(apiCalls).toEqual([]);
  // Analysis itself is not built yet, and the page says so instead of pretending.
  await expect(page.getByRole("button", { name: "Analyze" })).toBeDisabled();
  await expect(page.getByRole("link", { name: "Log a Mood Entry" })).toHaveAttribute("href", "/journal");
  await expect(page.getByText("Preview")).toBeVisible();
});

test("the demo says so when the engine cannot load", async ({ page }) => {
  await page.route("**/*.wasm", (route) => route.fulfill({ status: 503, body: "unavailable" }));
  await page.goto("/");
  await expect(page.getByTestId("demo-status")).toHaveText("The in-browser engine could not be loaded.");
});
