import { describe, expect, it } from "vitest";
import { changePasswordErrors, emailError, hasErrors, profileErrors, resetPasswordErrors, signupErrors } from "./account-forms";

describe("signupErrors", () => {
  it("names and email with the server's texts; a password that breaks a rule points to the hints", () => {
    expect(signupErrors({ firstname: " ", lastname: "", email: "nope", password: "abc" })).toEqual({
      firstname: "First name is required",
      lastname: "Last name is required",
      email: "Enter a valid email address",
      password: "Choose a password that meets the rules above",
    });
    expect(signupErrors({ firstname: "A", lastname: "B", email: "a@b.co", password: "" })).toEqual({ password: "Password is required" });
  });

  it("a valid form has no errors", () => {
    const errors = signupErrors({ firstname: "Ada", lastname: "Lovelace", email: "ada@example.com", password: "Sunny!day7" });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });
});

describe("emailError", () => {
  it.each([
    ["", "Email is required"],
    ["   ", "Email is required"],
    ["a@b", "Enter a valid email address"],
    ["a b@c.de", "Enter a valid email address"],
    [" ada@example.com ", undefined],
  ])("%j: %s", (email, message) => {
    expect(emailError(email)).toBe(message);
  });
});

describe("resetPasswordErrors and changePasswordErrors", () => {
  it("'Passwords do not match' when the confirmation differs", () => {
    expect(resetPasswordErrors({ newPassword: "Sunny!day7", confirmPassword: "Sunny!day8" })).toEqual({ confirmPassword: "Passwords do not match" });
    expect(resetPasswordErrors({ newPassword: "Sunny!day7", confirmPassword: "Sunny!day7" })).toEqual({});
  });

  it("a weak new password is refused even when both match", () => {
    expect(resetPasswordErrors({ newPassword: "weak", confirmPassword: "weak" })).toEqual({
      newPassword: "Choose a password that meets the rules above",
    });
  });

  it("the change form also needs the current password", () => {
    expect(changePasswordErrors({ currentPassword: "", newPassword: "Sunny!day7", confirmPassword: "Sunny!day7" })).toEqual({
      currentPassword: "Current password is required",
    });
  });
});

describe("profileErrors", () => {
  it("names and email are required", () => {
    expect(profileErrors({ firstname: "", lastname: "L", email: "" })).toEqual({
      firstname: "First name is required",
      email: "Email is required",
    });
  });
});
