// Starts the built app (`vite preview`, workerd inside) against a fresh local D1 for tests and
// benchmarks. The server runs in its own process group, and stop() ends the whole group:
// workerd can outlive its parent and ignore SIGTERM (docs/decisions/007).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { offlineEnv, repoRoot } from "./offline-env.ts";

export type AppServer = { url: string; stop: () => Promise<void> };

const binary = (name: string) => path.join(repoRoot, "node_modules", ".bin", name);

export function buildApp(): void {
  execFileSync(binary("react-router"), ["build"], { cwd: repoRoot, env: offlineEnv(), stdio: "inherit" });
}

function stopGroup(child: ChildProcess, graceMs = 5_000): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return Promise.resolve();
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // The group is already gone.
    }
  };
  // The server itself may be gone while workerd, in its group, lives on.
  if (child.exitCode !== null || child.signalCode !== null) {
    killGroup("SIGKILL");
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const force = setTimeout(() => killGroup("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(force);
      // Anything the server left behind in its group goes too.
      killGroup("SIGKILL");
      resolve();
    });
    killGroup("SIGTERM");
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the app server did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** Starts `vite preview` of the current build on `port`, with migrations applied to a new local D1. */
export async function startAppServer({ port, stateDir }: { port: number; stateDir: string }): Promise<AppServer> {
  rmSync(stateDir, { recursive: true, force: true });
  const env = offlineEnv({ SENTIO_STATE_DIR: stateDir, PORT: String(port) });
  execFileSync(binary("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], {
    cwd: repoRoot,
    env: { ...env, CI: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });

  const child = spawn(binary("vite"), ["preview", "--port", String(port), "--strictPort"], {
    cwd: repoRoot,
    env,
    detached: true, // its own process group
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);

  // Last resort if this process ends without calling stop(): 'exit' handlers must be synchronous.
  const killOnExit = () => {
    try {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  };
  process.once("exit", killOnExit);

  const url = `http://localhost:${port}`;
  try {
    await waitForHealth(url, child, 60_000);
  } catch (error) {
    await stopGroup(child);
    throw new Error(`${(error as Error).message}\n--- server output ---\n${output}`, { cause: error });
  }
  return {
    url,
    stop: async () => {
      await stopGroup(child);
      process.removeListener("exit", killOnExit);
    },
  };
}
