import { describe, expect, it } from "vitest";
import { checkRequestOrigin } from "./csrf";

const APP = ["https://sentio.example.com", "http://localhost"];

function request(method: string, headers: Record<string, string> = {}): Request {
  return new Request("https://sentio.example.com/api/auth/logout", { method, headers });
}

describe("checkRequestOrigin", () => {
  it("lets safe methods through whatever their origin", () => {
    expect(checkRequestOrigin(request("GET", { Origin: "https://evil.example" }), APP, true)).toEqual({ allowed: true });
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("%s: our Origin passes, another is refused", (method) => {
    expect(checkRequestOrigin(request(method, { Origin: "https://sentio.example.com" }), APP, true).allowed).toBe(true);
    expect(checkRequestOrigin(request(method, { Origin: "https://evil.example" }), APP, true).allowed).toBe(false);
    expect(checkRequestOrigin(request(method, { Origin: "null" }), APP, false).allowed).toBe(false);
  });

  it("a look-alike origin is not ours", () => {
    expect(checkRequestOrigin(request("POST", { Origin: "https://sentio.example.com.evil.example" }), APP, true).allowed).toBe(false);
  });

  it("without Origin, Sec-Fetch-Site decides", () => {
    expect(checkRequestOrigin(request("POST", { "Sec-Fetch-Site": "same-origin" }), APP, true).allowed).toBe(true);
    for (const site of ["same-site", "cross-site", "none"]) {
      expect(checkRequestOrigin(request("POST", { "Sec-Fetch-Site": site }), APP, true).allowed, site).toBe(false);
    }
  });

  it("with neither: refused with the session cookie, allowed without (an API client)", () => {
    expect(checkRequestOrigin(request("POST"), APP, true).allowed).toBe(false);
    expect(checkRequestOrigin(request("POST"), APP, false).allowed).toBe(true);
  });
});
