// npm run bench:password-hash: CPU time per password hash (worker/auth/password.ts) in workerd.
// Starts `wrangler dev` on a Worker that only hashes (scripts/bench/password-hash-worker.ts), asks
// it for N verifications, and reads the CPU time the workerd process used from /proc (Linux):
// CPU, not wall time, because the machine may be busy. Not inside the vitest pool, which is ~10x
// slower than a bundled Worker (TOOLCHAIN.md).
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { offlineEnv, repoRoot } from "./lib/offline-env.ts";

const VERIFICATIONS = 200;
const ROUNDS = 5;
const PORT = 8000 + Math.floor(Math.random() * 1000);
const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function cpuTicks(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): user and system time.
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** Every workerd in the process group we started (wrangler runs the Worker and its proxy in two). */
function findWorkerdPids(): number[] {
  const pids: number[] = [];
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "workerd") continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const group = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      if (group === benchGroup) pids.push(Number(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  if (pids.length === 0) throw new Error("no workerd process found in the benchmark's process group");
  return pids;
}

const stateDir = mkdtempSync(path.join(os.tmpdir(), "password-hash-bench-"));
const configPath = path.join(stateDir, "wrangler.toml");
writeFileSync(
  configPath,
  [
    'name = "password-hash-bench"',
    `main = "${path.join(repoRoot, "scripts/bench/password-hash-worker.ts")}"`,
    'compatibility_date = "2026-10-01"',
  ].join("\n"),
);

const child = spawn(
  path.join(repoRoot, "node_modules/.bin/wrangler"),
  ["dev", "--config", configPath, "--port", String(PORT), "--ip", "127.0.0.1", "--persist-to", stateDir, "--show-interactive-dev-session=false"],
  { cwd: stateDir, env: offlineEnv(), detached: true, stdio: ["ignore", "pipe", "pipe"] },
);
const benchGroup = child.pid ?? -1;
const stop = () => {
  try {
    process.kill(-benchGroup, "SIGKILL");
  } catch {
    // Already gone.
  }
  rmSync(stateDir, { recursive: true, force: true });
};
process.once("exit", stop);

async function ask(count: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORT}/?n=${count}`);
  if (!response.ok) throw new Error(`the bench worker answered ${response.status}`);
  return response.text();
}

const deadline = Date.now() + 60_000;
let parameters = "";
while (!parameters) {
  if (Date.now() > deadline) throw new Error("wrangler dev did not start within 60 s");
  parameters = await ask(1).catch(() => "");
  if (!parameters) await new Promise((resolve) => setTimeout(resolve, 500));
}
const workerds = findWorkerdPids();
const workerdCpuTicks = () => workerds.reduce((total, pid) => total + cpuTicks(pid), 0);
await ask(20); // warm up

const perHashMs: number[] = [];
const wallPerHashMs: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const before = workerdCpuTicks();
  const started = performance.now();
  await ask(VERIFICATIONS);
  const wall = performance.now() - started;
  const cpuMs = ((workerdCpuTicks() - before) * 1000) / TICKS_PER_SECOND;
  // One hash (the stored one) plus VERIFICATIONS verifications per request.
  perHashMs.push(cpuMs / (VERIFICATIONS + 1));
  wallPerHashMs.push(wall / (VERIFICATIONS + 1));
}
const sorted = [...perHashMs].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
console.log(`${parameters} in workerd (wrangler dev), ${ROUNDS} rounds of ${VERIFICATIONS + 1} hashes:`);
console.log(`  CPU per hash: median ${median.toFixed(1)} ms (rounds: ${perHashMs.map((ms) => ms.toFixed(1)).join(", ")})`);
console.log(`  wall per hash: ${wallPerHashMs.map((ms) => ms.toFixed(1)).join(", ")} ms`);
console.log(`  machine: ${os.cpus()[0]?.model ?? "unknown CPU"}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}`);
stop();
process.exit(0);
