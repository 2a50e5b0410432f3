import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./pages";

async function fillForm(page: Page, message = "I would like to know more about Sentio AI.") {
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.com");
  await page.getByLabel("Message", { exact: true }).fill(message);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
});

test("the form, the Help Center link and the 24-hour promise", async ({ page }) => {
  for (const label of ["Name", "Email", "Message"]) await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByRole("main")).toContainText("within 24 hours");
  await page.getByRole("main").getByRole("link", { name: "Help Center" }).click();
  await expect(page).toHaveURL("/help");
});

test("sending a message: 'Form submitted', a confirmation, and an empty form", async ({ page }) => {
  await fillForm(page);
  const answer = page.waitForResponse("**/api/contact");
  await page.getByRole("button", { name: "Send Message" }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText("Form submitted")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Your message was sent" })).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
});

test("the browser will not send an empty form", async ({ page }) => {
  let posted = false;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/contact")) posted = true;
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByLabel("Name")).toBeFocused();
  expect(posted).toBe(false);
});

test("the server's validation errors show beside their fields, with 'Something went wrong'", async ({ page }) => {
  // White space passes the browser's `required` but not the server.
  await fillForm(page, "   ");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Something went wrong")).toBeVisible();
  await expect(page.getByText("Message is required")).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace");
});

test("a server error shows 'Something went wrong' and keeps what was typed", async ({ page }) => {
  await page.route("**/api/contact", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "Internal error" }) }),
  );
  await fillForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Something went wrong")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Internal error");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("I would like to know more about Sentio AI.");
});

test("a network failure shows 'Error sending message' and keeps what was typed", async ({ page }) => {
  await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
  await fillForm(page);
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Error sending message")).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("could not reach the server");
  await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace");
});
