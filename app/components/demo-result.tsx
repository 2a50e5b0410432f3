// The live demo's result: label, scores, the words that drove them highlighted in the text,
// and the emotion weights. Loaded with the first analysis (see routes/home.tsx).
import type { EmotionName, SentimentAnalysis } from "../../sentiment-wasm/ts/index";
import { formatConfidence } from "../lib/format-confidence";
import { formatValence, highlightSegments } from "../lib/highlight";
import * as styles from "./demo-result.css";

const EMOTIONS: EmotionName[] = ["joy", "sadness", "anger", "fear", "surprise", "disgust"];
const HIGHLIGHT_MAX_CHARACTERS = 3_000;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const percent = (share: number) => `${Math.round(share * 100)}%`;

export default function DemoResult({ text, result }: { text: string; result: SentimentAnalysis }) {
  const segments = highlightSegments(text, result.tokens ?? [], HIGHLIGHT_MAX_CHARACTERS);
  const truncated = text.length > HIGHLIGHT_MAX_CHARACTERS;
  const drivers = [...(result.tokens ?? [])].sort((a, b) => Math.abs(b.valence) - Math.abs(a.valence)).slice(0, 5);
  const tone = result.label === "POSITIVE" ? "positive" : result.label === "NEGATIVE" ? "negative" : "neutral";

  return (
    <section className={styles.result} aria-label="Analysis result" data-testid="demo-result">
      <div className={styles.summary}>
        <span className={styles.badge[tone]}>{result.label}</span>
        <span>
          Score <strong>{result.compound.toFixed(2)}</strong>
        </span>
        <span>
          Confidence <strong>{formatConfidence(result.confidence)}</strong>
        </span>
        <span>
          Emotion <strong>{capitalize(result.dominantEmotion)}</strong>
        </span>
      </div>

      <h3 className={styles.heading}>What drove the score</h3>
      <p className={styles.highlighted} data-testid="demo-highlighted">
        {segments.map((segment, index) =>
          segment.contribution ? (
            <mark
              key={index}
              className={segment.contribution.valence > 0 ? styles.positiveWord : styles.negativeWord}
              title={`${formatValence(segment.contribution.valence)}${segment.contribution.notes.length ? ` (${segment.contribution.notes.join(", ")})` : ""}`}
            >
              {segment.text}
            </mark>
          ) : (
            <span key={index}>{segment.text}</span>
          ),
        )}
        {truncated && <span className={styles.muted}> … (highlights shown for the first {HIGHLIGHT_MAX_CHARACTERS.toLocaleString("en")} characters)</span>}
      </p>
      {drivers.length > 0 ? (
        <ul className={styles.drivers} aria-label="Strongest words">
          {drivers.map((token) => (
            <li key={token.start} className={token.valence > 0 ? styles.positiveWord : styles.negativeWord}>
              {text.slice(token.start, token.end)} {formatValence(token.valence)}
              {token.notes.length > 0 && <span className={styles.notes}> {token.notes.join(", ")}</span>}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>No word in this text carries sentiment.</p>
      )}

      <h3 className={styles.heading}>Emotions</h3>
      <ul className={styles.emotions}>
        {EMOTIONS.map((emotion) => (
          <li key={emotion} className={styles.emotionRow}>
            <span className={styles.emotionName}>{capitalize(emotion)}</span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: percent(result.emotions[emotion]) }} />
            </span>
            <span className={styles.emotionValue}>{percent(result.emotions[emotion])}</span>
          </li>
        ))}
      </ul>

      <p className={styles.muted}>
        Positive {percent(result.proportions.positive)} · Neutral {percent(result.proportions.neutral)} · Negative{" "}
        {percent(result.proportions.negative)} · {result.statistics.wordCount} words, {result.statistics.sentenceCount}{" "}
        {result.statistics.sentenceCount === 1 ? "sentence" : "sentences"}
      </p>
    </section>
  );
}
