// The Hono app behind /api/*: JSON on every path, errors logged here and never sent.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { SESSION_COOKIE, readCookie } from "../auth/cookies";
import { checkRequestOrigin } from "../auth/csrf";
import type { AppEnv } from "../env";
import { analyze } from "./analyze";
import { auth } from "./auth";
import { contact } from "./contact";
import { health } from "./health";
import { errorAnswer } from "./json-body";
import { oauth } from "./oauth";
import { photos } from "./photos";
import { profile } from "./profile";

export const api = new Hono<AppEnv>().basePath("/api");

// Before any route: a state-changing request from another site's page is refused (worker/auth/csrf.ts).
api.use(async (c, next) => {
  const allowedOrigins = [new URL(c.env.APP_URL).origin, new URL(c.req.url).origin];
  const verdict = checkRequestOrigin(c.req.raw, allowedOrigins, readCookie(c.req.raw, SESSION_COOKIE) !== undefined);
  if (!verdict.allowed) {
    return c.json(errorAnswer("This request came from another site and was refused."), 403);
  }
  await next();
});

api.route("/auth", auth);
api.route("/auth", profile);
api.route("/auth", oauth);
api.route("/photos", photos);
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
