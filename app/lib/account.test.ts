import { describe, expect, it } from "vitest";
import { avatarInitial, safeLocalPath } from "./account";

describe("safeLocalPath", () => {
  it("keeps paths on this site and turns anything else into /", () => {
    expect(safeLocalPath("/journal")).toBe("/journal");
    for (const unsafe of [null, "", "https://evil.example", "//evil.example", "/\\evil.example", "journal"]) {
      expect(safeLocalPath(unsafe)).toBe("/");
    }
  });
});

describe("avatarInitial", () => {
  it("is the first letter of firstname, upper-cased, whole even outside the BMP", () => {
    expect(avatarInitial(" ada")).toBe("A");
    expect(avatarInitial("Émile")).toBe("É");
    expect(avatarInitial("𝒜lice")).toBe("𝒜");
    expect(avatarInitial("")).toBe("?");
  });
});
