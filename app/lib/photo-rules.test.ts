import { describe, expect, it } from "vitest";
import { PHOTO_MAX_BYTES, photoFileProblem } from "./photo-rules";

describe("photoFileProblem", () => {
  it("accepts JPEG and PNG under 2 MB", () => {
    expect(photoFileProblem({ type: "image/jpeg", size: 1000 }, "signup")).toBeNull();
    expect(photoFileProblem({ type: "image/png", size: PHOTO_MAX_BYTES - 1 }, "profile")).toBeNull();
  });

  it("refuses other types with each screen's text", () => {
    expect(photoFileProblem({ type: "image/gif", size: 10 }, "signup")).toBe("Only JPEG or PNG files are allowed.");
    expect(photoFileProblem({ type: "", size: 10 }, "profile")).toBe("Only JPEG or PNG images are allowed.");
  });

  it("refuses 2 MB and more", () => {
    expect(photoFileProblem({ type: "image/png", size: PHOTO_MAX_BYTES }, "signup")).toBe("File size must be less than 2MB.");
  });
});
