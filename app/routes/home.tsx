import { useEffect, useState } from "react";
import { Link } from "react-router";
import * as ui from "../components/ui.css";
import { loadBrowserEngine } from "../lib/browser-engine";
import type { SentimentEngine } from "../../sentiment-wasm/ts/index";
import * as styles from "./home.css";

export const meta = () => [{ title: "Sentio AI: understand the tone of any text" }];

const features = [
  {
    to: "/news",
    title: "Analyze News",
    body: "Read the day's news filtered by tone: positive, neutral or negative, each article classified once.",
    cta: "Explore news",
  },
  {
    to: "/journal",
    title: "Log Your Mood",
    body: "Keep a private rich-text journal. Every entry gets a sentiment score you can look back on.",
    cta: "Open the journal",
  },
  {
    to: "/dashboard",
    title: "Track & Compare",
    body: "See your mood over time beside the tone of the news, by week, month or year.",
    cta: "View the dashboard",
  },
];

const steps = [
  { title: "Analyze", body: "Paste text or upload a document. The engine scores its sentiment and emotions in milliseconds." },
  { title: "Journal", body: "Write down how your day went. Each entry is scored and kept private to you." },
  { title: "Track", body: "Follow your mood over days and weeks and compare it with the news you read." },
];

function scrollToDemo() {
  const demo = document.getElementById("demo");
  if (!demo) return;
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  demo.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  // Keyboard and screen-reader users land where the page scrolled to.
  document.getElementById("demo-title")?.focus({ preventScroll: true });
}

function LiveDemo() {
  const [text, setText] = useState("");
  const [engine, setEngine] = useState<SentimentEngine | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadBrowserEngine().then(
      (loaded) => !cancelled && setEngine(loaded),
      (error: unknown) => {
        console.error("Could not load the sentiment engine", error);
        if (!cancelled) setEngineFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, []);

  const wordCount = engine ? engine.countWords(text) : null;

  return (
    <div className={styles.demoGrid}>
      <div className={ui.card}>
        <label htmlFor="demo-text" className={ui.label}>
          Text to analyze
        </label>
        <textarea
          id="demo-text"
          className={ui.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Type or paste a sentence, a review, a post…"
          aria-describedby="demo-status"
          maxLength={100_000}
        />
        <p id="demo-status" className={styles.demoStatus} data-testid="demo-status">
          {engineFailed
            ? "The in-browser engine could not be loaded."
            : wordCount === null
              ? "Loading the in-browser engine…"
              : `${wordCount} ${wordCount === 1 ? "word" : "words"}, counted on your device by our WebAssembly engine.`}
        </p>
        <div className={styles.demoActions}>
          <button type="button" className={ui.button.primary} disabled aria-describedby="demo-not-built">
            Analyze
          </button>
          <Link to="/journal" className={ui.button.secondary}>
            Log a Mood Entry
          </Link>
        </div>
        <p id="demo-not-built" className={ui.muted}>
          Sentiment and emotion results are not available yet: the analysis engine is being built and
          will run right here in your browser, without sending your text anywhere.
        </p>
      </div>

      <figure className={`${ui.card} ${styles.chartCard}`} aria-labelledby="chart-caption">
        <span className={styles.previewBadge}>Preview</span>
        <figcaption id="chart-caption" className={styles.chartCaption}>
          Mood vs news, last 7 days
        </figcaption>
        <p className={ui.muted}>
          The chart comes with the dashboard. It is not shown yet rather than filled with made-up numbers.
        </p>
      </figure>
    </div>
  );
}

export default function Home() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={ui.container}>
          <h1 id="hero-title" className={styles.heroTitle}>
            Sentio <span className={styles.heroAccent}>AI</span>
          </h1>
          <p className={styles.heroTagline}>
            Understand the tone of any text: sentiment and emotions, instantly, on your device and at the edge.
          </p>
          <div className={styles.heroActions}>
            <button type="button" className={ui.button.primary} onClick={scrollToDemo}>
              Try Live Demo
            </button>
            <Link to="/about" className={ui.button.secondary}>
              Learn more
            </Link>
          </div>
        </div>
      </section>

      <section className={`${ui.container} ${styles.section}`} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          What you can do
        </h2>
        <ul className={styles.featureGrid}>
          {features.map((feature) => (
            <li key={feature.to} className={`${ui.card} ${styles.featureCard}`}>
              <h3>{feature.title}</h3>
              <p className={ui.muted}>{feature.body}</p>
              <Link to={feature.to} className={styles.featureLink}>
                {feature.cta} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="demo" className={`${ui.container} ${styles.section}`} aria-labelledby="demo-title">
        <h2 id="demo-title" className={styles.sectionTitle} tabIndex={-1}>
          Live demo
        </h2>
        <p className={ui.lead}>Try it with your own words. Nothing you type here leaves your device.</p>
        <LiveDemo />
      </section>

      <section className={`${ui.container} ${styles.section}`} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          How It Works
        </h2>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={`${ui.card} ${styles.step}`}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p className={ui.muted}>{step.body}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
