// npm run --silent analyze -- [--jsonl] [--detail] < in > out
// Scores one text per input line and writes one JSON result per line, streaming: input is read
// line by line and output waits for the pipe to drain, so a 1 GB file never sits in memory.
// Each plain line is a text whose id is its line number (from 1). With --jsonl a line that starts
// with `{` is a record {"id": …, "text": …} and the result keeps its id (the line number when it
// has none), so JSON and plain lines can be mixed. --detail adds sentences and token contributions.
import { once } from "node:events";
import { createInterface } from "node:readline";
import { loadNodeEngine } from "./lib/node-engine.ts";

const args = new Set(process.argv.slice(2));
for (const arg of args) {
  if (!["--jsonl", "--detail"].includes(arg)) {
    console.error(`analyze: unknown option ${arg}\nusage: npm run --silent analyze -- [--jsonl] [--detail] < input > output`);
    process.exit(2);
  }
}
const jsonl = args.has("--jsonl");
const detail = args.has("--detail");

const engine = loadNodeEngine();
const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
let lineNumber = 0;
let failures = 0;

async function write(line: string): Promise<void> {
  if (!process.stdout.write(`${line}\n`)) await once(process.stdout, "drain");
}

for await (const line of lines) {
  lineNumber += 1;
  if (line.trim() === "") continue;
  let id: unknown = lineNumber;
  let text: unknown = line;
  if (jsonl && line.trimStart().startsWith("{")) {
    try {
      // A line starting with `{` parses to an object or throws: no other JSON value starts so.
      const record = JSON.parse(line) as { id?: unknown; text?: unknown };
      // Without an id the line number stands in, so every output line still leads to its input.
      id = record.id ?? lineNumber;
      text = record.text;
    } catch (error) {
      failures += 1;
      await write(JSON.stringify({ id: null, line: lineNumber, error: `invalid JSON line: ${(error as Error).message}` }));
      continue;
    }
    if (typeof text !== "string") {
      failures += 1;
      await write(JSON.stringify({ id, line: lineNumber, error: "missing string field `text`" }));
      continue;
    }
  }
  await write(JSON.stringify({ id, ...engine.analyze(text as string, { detail }) }));
}

if (failures > 0) console.error(`analyze: ${failures} line(s) could not be read; see their "error" fields`);
