// GET /api/health: the Worker is up and its engine loads and answers (for deploy checks).
import { Hono } from "hono";
import { getEngine } from "../engine";
import type { AppEnv } from "../env";

export const health = new Hono<AppEnv>().get("/", async (c) => {
  const engine = await getEngine();
  return c.json({ status: "ok", engine: { ready: engine.countWords("engine smoke check") === 3 } });
});
