import { describe, expect, it } from "vitest";
import { constantTimeEqual, decodeBase64, encodeBase64, encodeBase64Url, generateRandomToken, sha256Hex } from "./encoding";

describe("encoding helpers", () => {
  it("round-trips base64 and makes URL-safe base64 without padding", () => {
    const bytes = new Uint8Array([0, 251, 255, 62, 63]);
    expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
    expect(encodeBase64Url(new Uint8Array([251, 255]))).toBe("-_8");
  });

  it("random tokens carry 160 bits by default and differ", () => {
    const token = generateRandomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{27}$/);
    expect(generateRandomToken()).not.toBe(token);
  });

  it("SHA-256 in hex", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("constant-time equality compares length and every byte", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 3]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1]), new Uint8Array([1, 2]))).toBe(false);
  });
});
