// The same text gives the same result in Node, in workerd (the API) and in Chromium: one .wasm,
// one wrapper, bit for bit.
import { expect, test } from "@playwright/test";
import { openEnginePage } from "../../scripts/lib/engine-page.ts";
import { loadNodeEngine } from "../../scripts/lib/node-engine.ts";

const texts = [
  "I love this place, the staff were SO kind!!! 😍",
  "The food was great, but the service was painfully slow :(",
  "Not bad at all. Although the ending dragged, I'm over the moon 👍🏽",
  "Dr. Smith paid 3.5 dollars... e.g. cheap? Really?!",
  "素晴らしい 👨‍👩‍👧 🇫🇷 #blessed @friend https://example.com/x?y=1",
  "meh",
  "The meeting is on Tuesday.\n\nIt was soooo goooood\tbut I can't say it wasn't long",
];

test("Node, workerd and Chromium agree on every text", async ({ browser, request }) => {
  const node = loadNodeEngine();
  const page = await openEnginePage(browser);
  for (const text of texts) {
    const inNode = node.analyze(text, { detail: true });
    const inChromium = await page.evaluate(async (input) => {
      const engine = await (window as unknown as { sentioEngine: Promise<{ analyze: (t: string, o: object) => unknown }> })
        .sentioEngine;
      return engine.analyze(input, { detail: true });
    }, text);
    const answer = await request.post("/api/analyze/text", { data: { text } });
    expect(answer.status()).toBe(200);
    const { sentiment, emotion, ...inWorkerd } = (await answer.json()) as Record<string, unknown>;
    expect(sentiment).toBe(inNode.label);
    expect(emotion).toBe(inNode.dominantEmotion);
    expect(inChromium, `Chromium vs Node for ${JSON.stringify(text)}`).toEqual(inNode);
    expect(inWorkerd, `workerd vs Node for ${JSON.stringify(text)}`).toEqual(inNode);
  }
  await page.close();
});
