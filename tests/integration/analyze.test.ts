import { describe, expect, it } from "vitest";
import { fetchWorker, postJson, uniqueClientIp } from "./fetch";

type AnalyzeAnswer = {
  sentiment: string;
  emotion: string;
  label: string;
  compound: number;
  confidence: number;
  emotions: Record<string, number>;
  tokens: { start: number; end: number; valence: number }[];
  sentences: { start: number; end: number }[];
  statistics: { wordCount: number };
  engineVersion: string;
  lexiconHash: string;
};

describe("POST /api/analyze/text", () => {
  it("answers the sentiment, the emotion and the full result", async () => {
    const text = "I love this, it made me so happy! 😍";
    const response = await postJson("/api/analyze/text", { text });
    expect(response.status).toBe(200);
    const answer = await response.json<AnalyzeAnswer>();
    expect(answer.sentiment).toBe("POSITIVE");
    expect(answer.label).toBe("POSITIVE");
    expect(answer.emotion).toBe("joy");
    expect(answer.compound).toBeGreaterThan(0.5);
    expect(answer.confidence).toBeGreaterThan(0);
    expect(answer.statistics.wordCount).toBe(8);
    expect(answer.engineVersion).toMatch(/^\d+\.\d+\.\d+$/);
    expect(answer.lexiconHash).toMatch(/^[0-9a-f]{16}$/);
    // Offsets index the JavaScript string (UTF-16), so they highlight the original text.
    const words = answer.tokens.map((token) => text.slice(token.start, token.end));
    expect(words).toEqual(expect.arrayContaining(["love", "happy", "😍"]));
  });

  it.each([
    ["NEGATIVE", "This was a terrible, awful experience."],
    ["NEUTRAL", "The meeting is on Tuesday at noon."],
  ])("labels %s text", async (label, text) => {
    const answer = await (await postJson("/api/analyze/text", { text })).json<AnalyzeAnswer>();
    expect(answer.sentiment).toBe(label);
  });

  it.each([
    ["empty text", { text: "" }],
    ["white space only", { text: " \n\t " }],
    ["no text field", {}],
    ["text not a string", { text: 42 }],
  ])("%s answers 400 { error }", async (_name, body) => {
    const response = await postJson("/api/analyze/text", body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: expect.any(String) });
  });

  it("text over 100 KB answers 413", async () => {
    const response = await postJson("/api/analyze/text", { text: "a".repeat(100 * 1024 + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: expect.stringContaining("100 KB") });
  });

  it("text of exactly 100 KB is analysed", async () => {
    const response = await postJson("/api/analyze/text", { text: "good ".repeat((100 * 1024) / 5) });
    expect(response.status).toBe(200);
  });

  it("a text under 100 KB with every character \\u-escaped is analysed", async () => {
    // About 90 KB of UTF-8 in a body of over 300 KB, as Python's json.dumps sends such a text.
    const phrase = "Très réussi, génial ! 😍 Отлично. 好 ";
    const text = phrase.repeat(Math.floor((90 * 1024) / new TextEncoder().encode(phrase).length));
    const response = await postEscapedText(text);
    expect(response.status).toBe(200);
    const answer = await response.json<AnalyzeAnswer>();
    expect(answer.sentiment).toBe("POSITIVE");
    // The text arrived whole: its last emoji is among the tokens.
    expect(answer.tokens.some((token) => token.start === text.lastIndexOf("😍"))).toBe(true);
  });

  it("a text just over 100 KB sent escaped answers 413 on the text, not the body", async () => {
    // A control character is the most a JSON escape can grow a byte: 1 byte of text, 6 of body.
    const text = `${"\u0001".repeat(100 * 1024)}a`;
    const response = await postEscapedText(text);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Text is too long (limit 100 KB)" });
  });

  it("a body far over the limit is refused before it is read", async () => {
    const response = await postJson("/api/analyze/text", { text: "a".repeat(1024 * 1024) });
    expect(response.status).toBe(413);
  });

  it("malformed JSON answers 400", async () => {
    const response = await fetchWorker("/api/analyze/text", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{text:",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Malformed JSON in request body" });
  });
});

/** Sends `{ text }` with every UTF-16 unit of the text as a \uXXXX escape, the body's largest spelling. */
function postEscapedText(text: string): Promise<Response> {
  const escaped = Array.from({ length: text.length }, (_, i) => `\\u${text.charCodeAt(i).toString(16).padStart(4, "0")}`).join("");
  return fetchWorker("/api/analyze/text", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueClientIp() },
    body: `{"text": "${escaped}"}`,
  });
}
