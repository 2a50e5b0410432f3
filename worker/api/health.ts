// GET /api/health: the Worker is up and its engine loads and answers, with its version and
// lexicon hash (for deploy checks).
import { Hono } from "hono";
import { getEngine } from "../engine";
import type { AppEnv } from "../env";

export const health = new Hono<AppEnv>().get("/", async (c) => {
  const engine = await getEngine();
  const probe = engine.analyze("The engine works well.");
  return c.json({
    status: "ok",
    engine: { ready: probe.label === "POSITIVE", version: probe.engineVersion, lexiconHash: probe.lexiconHash },
  });
});
