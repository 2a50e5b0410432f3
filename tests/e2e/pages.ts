import { expect, type Page } from "@playwright/test";

/** The pages built so far, with the heading each one shows. */
export const builtPages = [
  { path: "/", heading: "Sentio AI" },
  { path: "/about", heading: "About Sentio AI" },
  { path: "/help", heading: "Help Center" },
  { path: "/privacy-policy", heading: "Privacy Policy" },
  { path: "/contact", heading: "Contact us" },
  { path: "/analyze", heading: "Document analysis is coming soon" },
  { path: "/journal", heading: "Mood journal is coming soon" },
  { path: "/news", heading: "Daily News Hub is coming soon" },
  { path: "/dashboard", heading: "Dashboard is coming soon" },
  { path: "/signup", heading: "Create your account" },
  { path: "/login", heading: "Sign in" },
  { path: "/forgot-password", heading: "Forgot password" },
  { path: "/reset-password", heading: "Reset password" },
  { path: "/auth/callback", heading: "Authentication Failed" },
  { path: "/oauth-callback", heading: "Authentication Failed" },
  { path: "/no-such-page", heading: "Page not found" },
] as const;

/** The heading of a built page, by its path (case-insensitive, as the router matches). */
export function headingOf(path: string): string {
  const page = builtPages.find((candidate) => candidate.path === path.toLowerCase());
  if (!page) throw new Error(`no built page ${path}`);
  return page.heading;
}

/** Waits until React has hydrated the page (the engine status leaves its server text on Home). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset["hydrated"] === "true");
}

export async function expectHeading(page: Page, heading: string): Promise<void> {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
}

/** Collects console errors and uncaught exceptions (a CSP violation shows up as one). */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}
