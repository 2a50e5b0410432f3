// Deterministic English-like text for speed benchmarks: no data set needed, the same bytes every
// run. Its words mix neutral vocabulary with sentiment words, negations and boosters, so every
// rule of the engine runs.
const neutral = (
  "the a an this that it we they you he she their our my your of to in on at for with from by " +
  "about after before during service food product screen battery camera price delivery staff room " +
  "movie story plot actor music book chapter article report market city team game weather day week " +
  "is was are were be been has had have will would could should can did does do went made said told"
).split(" ");
const sentiment = (
  "good great excellent amazing wonderful love like enjoyed happy pleased bad terrible awful hate " +
  "disappointing boring slow broken angry sad scared surprised disgusted fine nice poor best worst"
).split(" ");
const modifiers = "very really extremely slightly not never quite so".split(" ");
const endings = [".", ".", ".", "!", "?", "!!", " :)", " 😀", " :("];

/** A small linear congruential generator: reproducible, no dependency. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function sentence(next: () => number): string {
  const length = 8 + Math.floor(next() * 14);
  const words: string[] = [];
  for (let i = 0; i < length; i += 1) {
    const roll = next();
    words.push(roll < 0.15 ? pick(sentiment, next) : roll < 0.22 ? pick(modifiers, next) : pick(neutral, next));
  }
  const first = words[0] ?? "it";
  words[0] = first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(" ") + pick(endings, next);
}

/** Texts of about `bytes` bytes each (whole sentences), `count` of them. */
export function syntheticTexts(count: number, bytes: number, seed = 42): string[] {
  const next = random(seed);
  const texts: string[] = [];
  for (let t = 0; t < count; t += 1) {
    let text = sentence(next);
    while (text.length < bytes) text += ` ${sentence(next)}`;
    texts.push(text);
  }
  return texts;
}
