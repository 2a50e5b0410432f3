import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { parseTheme, resolveInitialTheme, themeBootScript } from "./theme";

describe("resolveInitialTheme", () => {
  it.each([
    ["light", false, "light"],
    ["light", true, "light"],
    ["dark", false, "dark"],
    ["dark", true, "dark"],
    [null, true, "dark"],
    [null, false, "light"],
    ["purple", true, "dark"],
    ["", false, "light"],
    [undefined, false, "light"],
  ] as const)("saved %j, system dark %j gives %s", (saved, systemDark, expected) => {
    expect(resolveInitialTheme(saved, systemDark)).toBe(expected);
  });
});

describe("parseTheme", () => {
  it("accepts exactly 'light' and 'dark'", () => {
    expect(parseTheme("light")).toBe("light");
    expect(parseTheme("dark")).toBe("dark");
    expect(parseTheme("Dark")).toBeNull();
    expect(parseTheme(1)).toBeNull();
  });
});

describe("themeBootScript (runs inline before first paint)", () => {
  function runBoot(saved: string | null, systemDark: boolean, storageThrows = false) {
    const classes = new Set<string>(["light"]);
    const window = {
      localStorage: {
        getItem: (key: string) => {
          if (storageThrows) throw new Error("SecurityError");
          return key === "theme" ? saved : null;
        },
      },
      matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }),
    };
    const document = {
      documentElement: {
        classList: {
          add: (name: string) => classes.add(name),
          remove: (...names: string[]) => names.forEach((name) => classes.delete(name)),
        },
      },
    };
    runInNewContext(themeBootScript, { window, document });
    return [...classes];
  }

  it("agrees with resolveInitialTheme in every case", () => {
    for (const saved of ["light", "dark", null, "junk"]) {
      for (const systemDark of [true, false]) {
        expect(runBoot(saved, systemDark)).toEqual([resolveInitialTheme(saved, systemDark)]);
      }
    }
  });

  it("falls back to the system preference when storage is blocked", () => {
    expect(runBoot("light", true, true)).toEqual(["dark"]);
  });
});
