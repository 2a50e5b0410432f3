import { describe, expect, it } from "vitest";
import { about } from "./about";
import { helpGroups } from "./help";
import { privacyLastUpdated, privacySections } from "./privacy";

describe("privacy policy content", () => {
  it("has the spec's ten sections, in order", () => {
    expect(privacySections.map((section) => section.title)).toEqual([
      "Applicability and Scope",
      "Information We Collect",
      "How We Use Information",
      "Sharing and Disclosure",
      "Data of Minors",
      "Security",
      "Data Storage",
      "Cookies & Tracking",
      "Changes to Policy",
      "Contact Us",
    ]);
  });

  it("has unique anchor ids", () => {
    const ids = privacySections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
  });

  it("dates the text with a real day that is not in the future", () => {
    expect(privacyLastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = new Date(`${privacyLastUpdated}T00:00:00Z`);
    expect(day.toISOString().slice(0, 10)).toBe(privacyLastUpdated);
    expect(day.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("states the facts the product depends on: minors under 18, Cloudflare storage, the session cookie", () => {
    const text = (title: string) => JSON.stringify(privacySections.find((section) => section.title === title));
    expect(text("Data of Minors")).toContain("18");
    expect(text("Data Storage")).toContain("Cloudflare");
    expect(text("Cookies & Tracking")).toMatch(/session/i);
  });
});

describe("help center content", () => {
  it("has the spec's four groups", () => {
    expect(helpGroups.map((group) => group.title)).toEqual([
      "Getting Started",
      "Feature Tutorials",
      "Privacy & Security",
      "Wellness Resources",
    ]);
  });

  it("has unique question ids and answers in every question", () => {
    const ids = helpGroups.flatMap((group) => group.questions.map((question) => question.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const group of helpGroups) {
      expect(group.questions.length).toBeGreaterThan(0);
      for (const question of group.questions) expect(question.answer.join("").length).toBeGreaterThan(20);
    }
  });
});

describe("about content", () => {
  it("covers vision, two main features, the stack and future scope", () => {
    expect(about.vision.paragraphs.length).toBeGreaterThan(0);
    expect(about.features).toHaveLength(2);
    expect(about.stack.length).toBeGreaterThan(3);
    expect(about.futureScope.length).toBeGreaterThan(0);
  });
});
