import { describe, expect, it } from "vitest";
import { passwordHints, passwordProblems, passwordStrength, passwordStrengthLabel } from "./password-rules";

describe("passwordProblems", () => {
  it("accepts a password that meets every rule", () => {
    expect(passwordProblems("Sunny!day7")).toEqual([]);
    expect(passwordStrength("Sunny!day7")).toBe(5);
  });

  it.each([
    ["Sh0rt!a", "Password must be at least 8 characters long"],
    ["lowercase!only7", "Password must contain at least one uppercase letter"],
    ["UPPERCASE!ONLY7", "Password must contain at least one lowercase letter"],
    ["No!digits!here", "Password must contain at least one number"],
    ["NoSpecial777", 'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)'],
  ])("%s breaks exactly one rule: %s", (password, message) => {
    expect(passwordProblems(password)).toEqual([message]);
    expect(passwordStrength(password)).toBe(4);
  });

  it("lists every broken rule in the spec's order", () => {
    expect(passwordProblems("")).toHaveLength(5);
    expect(passwordStrength("")).toBe(0);
    expect(passwordProblems("abc")[0]).toBe("Password must be at least 8 characters long");
  });

  it("counts only the spec's special characters", () => {
    expect(passwordProblems("Abcdefg1-")).toEqual(['Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)']);
    expect(passwordProblems("Abcdefg1!")).toEqual([]);
  });
});

describe("passwordHints and passwordStrengthLabel", () => {
  it("shows at most three unmet rules, first ones first", () => {
    expect(passwordHints("")).toEqual([
      "Password must be at least 8 characters long",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one lowercase letter",
    ]);
    expect(passwordHints("abcdefgh")).toEqual([
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      'Password must contain at least one special character (!@#$%^&*(),.?":{}|<>)',
    ]);
    expect(passwordHints("Sunny!day7")).toEqual([]);
  });

  it.each([
    ["", "Very Weak"],
    ["a", "Very Weak"],
    ["ab", "Very Weak"],
    ["abcdefgh", "Weak"],
    ["Abcdefgh", "Fair"],
    ["Abcdefg1", "Good"],
    ["Abcdefg1!", "Strong"],
  ])("%j is %s", (password, label) => {
    expect(passwordStrengthLabel(password)).toBe(label);
  });
});
