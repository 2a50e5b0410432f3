// GET /api/photos/:id: a profile photo from R2, with the type stored at upload (decided by the
// file's bytes then). The random id is the capability: no listing, no guessing.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { photoKeyFromId } from "../photos";

export const photos = new Hono<AppEnv>().get("/:id", async (c) => {
  const key = photoKeyFromId(c.req.param("id"));
  const object = key ? await c.env.PHOTOS.get(key) : null;
  if (!object) return c.json({ error: "No such photo" }, 404);
  const contentType = object.httpMetadata?.contentType;
  if (contentType !== "image/jpeg" && contentType !== "image/png") return c.json({ error: "No such photo" }, 404);
  return new Response(object.body, {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(object.size),
      // nosniff is set on every answer (worker/security-headers.ts); the browser keeps the type.
      "X-Content-Type-Options": "nosniff",
      // A changed photo gets a new id, so an id's bytes never change; private: it is personal data.
      "Cache-Control": "private, max-age=86400, immutable",
      "Content-Disposition": "inline",
      ETag: object.httpEtag,
    },
  });
});
