import { describe, expect, it } from "vitest";
import { formatConfidence } from "./format-confidence";

describe("formatConfidence (spec §5)", () => {
  it.each([
    [0.843, "84%"],
    [0.845, "85%"],
    [1, "100%"],
    [0.005, "1%"],
    [0, "0%"],
    [0.004, "N/A"],
    [Number.NaN, "N/A"],
    [Number.POSITIVE_INFINITY, "N/A"],
  ])("%d shows %s", (confidence, shown) => {
    expect(formatConfidence(confidence)).toBe(shown);
  });
});
