import { describe, expect, it } from "vitest";
import { formatValence, highlightSegments } from "./highlight";

const token = (start: number, end: number, valence: number) => ({ start, end, valence, notes: [] });

describe("highlightSegments", () => {
  it("splits the text around the contributing tokens", () => {
    const text = "I love it but hate waiting";
    const segments = highlightSegments(text, [token(14, 18, -2.7), token(2, 6, 3.2)]);
    expect(segments.map((s) => [s.text, s.contribution?.valence])).toEqual([
      ["I ", undefined],
      ["love", 3.2],
      [" it but ", undefined],
      ["hate", -2.7],
      [" waiting", undefined],
    ]);
    expect(segments.map((s) => s.text).join("")).toBe(text);
  });

  it("uses UTF-16 offsets, so emoji and accents line up", () => {
    const text = "café 😍 ok";
    const segments = highlightSegments(text, [token(5, 7, 3)]);
    expect(segments[1]?.text).toBe("😍");
  });

  it("stops at the maximum length without splitting a surrogate pair", () => {
    const text = "ab😍cd";
    expect(highlightSegments(text, [], 3).map((s) => s.text)).toEqual(["ab"]);
  });

  it("ignores offsets outside the text or overlapping", () => {
    const segments = highlightSegments("good", [token(0, 4, 1.9), token(2, 3, 1), token(3, 10, 1)]);
    expect(segments).toHaveLength(1);
  });
});

describe("formatValence", () => {
  it("signs the value with one decimal", () => {
    expect(formatValence(2.44)).toBe("+2.4");
    expect(formatValence(-1.06)).toBe("\u22121.1");
    expect(formatValence(0)).toBe("+0.0");
  });
});
