// The Hono app behind /api/*: JSON on every path, errors logged here and never sent.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../env";
import { analyze } from "./analyze";
import { contact } from "./contact";
import { health } from "./health";

export const api = new Hono<AppEnv>().basePath("/api");

api.route("/analyze", analyze);
api.route("/contact", contact);
api.route("/health", health);

api.notFound((c) => c.json({ error: `No API route for ${c.req.method} ${c.req.path}` }, 404));

api.onError((error, c) => {
  if (error instanceof HTTPException) {
    // Hono's own 4xx (e.g. "Malformed JSON in request body") keep their message, as JSON.
    return c.json({ error: error.message || "Bad request" }, error.status);
  }
  console.error(`Unhandled error in ${c.req.method} ${c.req.path}:`, error);
  return c.json({ error: "Internal error" }, 500);
});

export type Api = typeof api;
