import { describe, expect, it } from "vitest";
import { toastOptions } from "./toast";

describe("toastOptions", () => {
  it("uses the spec's durations: success 2000 ms, error and blank 4000 ms", () => {
    expect(toastOptions.success.duration).toBe(2000);
    expect(toastOptions.error.duration).toBe(4000);
    expect(toastOptions.blank.duration).toBe(4000);
  });
});
