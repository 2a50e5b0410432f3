import { describe, expect, it } from "vitest";
import { formatIsoDay } from "./format-date";

describe("formatIsoDay", () => {
  it("formats a calendar day without shifting it by time zone", () => {
    expect(formatIsoDay("2026-11-21")).toBe("November 21, 2026");
    expect(formatIsoDay("2026-01-01")).toBe("January 1, 2026");
  });

  it("says 'Date Unavailable' for an invalid date (spec §5)", () => {
    expect(formatIsoDay("not a date")).toBe("Date Unavailable");
    expect(formatIsoDay("2026-13-45")).toBe("Date Unavailable");
  });
});
