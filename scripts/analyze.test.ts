import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const script = new URL("./analyze.ts", import.meta.url).pathname;

function run(args: string[], input: string) {
  const result = spawnSync(process.execPath, [script, ...args], { input, encoding: "utf8" });
  const lines = result.stdout.trim() === "" ? [] : result.stdout.trim().split("\n").map((line) => JSON.parse(line) as Record<string, unknown>);
  return { status: result.status, lines, stderr: result.stderr };
}

describe("npm run analyze (the batch scorer)", () => {
  it("--jsonl keeps each id and adds the result", () => {
    const input = [
      JSON.stringify({ id: "a", text: "I love it" }),
      JSON.stringify({ id: 7, text: "This is awful" }),
      "",
      JSON.stringify({ id: "c", text: "A table." }),
    ].join("\n");
    const { status, lines } = run(["--jsonl"], input);
    expect(status).toBe(0);
    expect(lines.map((line) => [line["id"], line["label"]])).toEqual([
      ["a", "POSITIVE"],
      [7, "NEGATIVE"],
      ["c", "NEUTRAL"],
    ]);
    expect(lines[0]).toHaveProperty("compound");
    expect(lines[0]).not.toHaveProperty("tokens");
  });

  it("plain lines get their line number as id; --detail adds tokens", () => {
    const { lines } = run(["--detail"], "great day\r\nterrible night\n");
    expect(lines.map((line) => [line["id"], line["label"]])).toEqual([
      [1, "POSITIVE"],
      [2, "NEGATIVE"],
    ]);
    expect(lines[0]).toHaveProperty("tokens");
  });

  it("--jsonl takes plain lines too, with their line number as id", () => {
    const input = [JSON.stringify({ id: "a", text: "I love it" }), "terrible night", '  {"text": "a great day"}', "{ is how a set opens"].join("\n");
    const { status, lines, stderr } = run(["--jsonl"], input);
    expect(status).toBe(0);
    expect(lines.map((line) => [line["id"], line["label"] ?? line["error"]])).toEqual([
      ["a", "POSITIVE"],
      [2, "NEGATIVE"],
      [3, "POSITIVE"],
      [null, expect.stringContaining("invalid JSON")],
    ]);
    expect(stderr).toContain("1 line(s)");
  });

  it("a bad line gets an error line and the rest still runs", () => {
    const { status, lines, stderr } = run(["--jsonl"], '{"id": 1, "text": "good"}\n{"id": 2, "text": "go\n{"id": 3}\n{"text": 4}\n');
    expect(status).toBe(0);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ id: 1, label: "POSITIVE" });
    expect(lines[1]).toMatchObject({ id: null, line: 2, error: expect.stringContaining("invalid JSON") });
    expect(lines[2]).toMatchObject({ id: 3, line: 3, error: expect.stringContaining("text") });
    expect(lines[3]).toMatchObject({ id: 4, line: 4, error: expect.stringContaining("text") });
    expect(stderr).toContain("3 line(s)");
  });

  it("an unknown option exits 2 with the usage", () => {
    const { status, stderr } = run(["--csv"], "");
    expect(status).toBe(2);
    expect(stderr).toContain("usage");
  });
});
