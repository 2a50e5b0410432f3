// POST /api/analyze/text: the engine's analysis of a text (spec §7: reads sentiment and emotion).
import { Hono } from "hono";
import { z } from "zod";
import { getEngine } from "../engine";
import type { AppEnv } from "../env";
import { jsonBody, limitBody } from "./json-body";

/** The largest text the API analyses, in UTF-8 bytes. */
export const ANALYZE_TEXT_MAX_BYTES = 100 * 1024;

const AnalyzeTextSchema = z.object({
  text: z
    .string({ error: "Text is required" })
    .refine((text) => text.trim().length > 0, "Text is required"),
});

const utf8 = new TextEncoder();

export const analyze = new Hono<AppEnv>().post(
  "/text",
  // JSON escaping can make the body 6 bytes per UTF-8 byte of text (a control character as
  // \u0001; \uXXXX for any other, as Python's json.dumps writes non-ASCII), so every text within
  // the limit must get past this one to be judged by the text check below, not by its spelling.
  limitBody(6 * ANALYZE_TEXT_MAX_BYTES + 1024),
  jsonBody(AnalyzeTextSchema),
  async (c) => {
    const { text } = c.req.valid("json");
    if (utf8.encode(text).length > ANALYZE_TEXT_MAX_BYTES) {
      return c.json({ error: "Text is too long (limit 100 KB)" }, 413);
    }
    const engine = await getEngine();
    const result = engine.analyze(text, { detail: true });
    return c.json({ sentiment: result.label, emotion: result.dominantEmotion, ...result });
  },
);
