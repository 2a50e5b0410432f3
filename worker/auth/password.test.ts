import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_HASH_PARAMETERS, passwordHashNeedsUpgrade, verifyAgainstDecoy, verifyPassword } from "./password";

describe("password hashing", () => {
  it("hashes with a fresh salt each time and verifies the right password only", async () => {
    const first = await hashPassword("Sunny!day7");
    const second = await hashPassword("Sunny!day7");
    expect(first).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("Sunny!day7", first)).toBe(true);
    expect(await verifyPassword("Sunny!day8", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("treats unreadable or foreign hashes as a mismatch, never a throw", async () => {
    for (const stored of ["", "plain", "bcrypt$10$x$y", "pbkdf2-sha256$abc$AA==$AA==", "pbkdf2-sha256$1000$!!$AA==", "pbkdf2-sha256$999999999$AA==$AA=="]) {
      expect(await verifyPassword("Sunny!day7", stored)).toBe(false);
    }
  });

  it("flags hashes made with older parameters for an upgrade", async () => {
    expect(passwordHashNeedsUpgrade(await hashPassword("Sunny!day7"))).toBe(false);
    const salt = btoa("0123456789abcdef");
    const older = `pbkdf2-sha256$10000$${salt}$${btoa("x".repeat(PASSWORD_HASH_PARAMETERS.hashBytes))}`;
    expect(passwordHashNeedsUpgrade(older)).toBe(true);
    expect(passwordHashNeedsUpgrade("unknown")).toBe(true);
  });

  it("verifies a hash made with older parameters (they are read from the string)", async () => {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const key = await crypto.subtle.importKey("raw", new TextEncoder().encode("Sunny!day7"), "PBKDF2", false, ["deriveBits"]);
    const bits = new Uint8Array(await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations: 1000 }, key, 256));
    const stored = `pbkdf2-sha256$1000$${btoa(String.fromCharCode(...salt))}$${btoa(String.fromCharCode(...bits))}`;
    expect(await verifyPassword("Sunny!day7", stored)).toBe(true);
    expect(passwordHashNeedsUpgrade(stored)).toBe(true);
  });

  it("the decoy never matches", async () => {
    expect(await verifyAgainstDecoy("anything")).toBe(false);
  });
});
