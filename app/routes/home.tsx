import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import * as ui from "../components/ui.css";
import type { SentimentAnalysis, SentimentEngine } from "../../sentiment-wasm/ts/index";
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

// The result panel loads with the first analysis, keeping it out of the page's first download.
const DemoResult = lazy(() => import("../components/demo-result"));

/** The spec's delay before a result is revealed (§9). */
const RESULT_REVEAL_DELAY_MS = 200;

type DemoState =
  | { status: "idle" }
  | { status: "analyzing" }
  | { status: "done"; text: string; result: SentimentAnalysis }
  | { status: "failed" };

function LiveDemo() {
  const [text, setText] = useState("");
  const [engine, setEngine] = useState<SentimentEngine | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  const [state, setState] = useState<DemoState>({ status: "idle" });
  const revealTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const demoCard = useRef<HTMLDivElement>(null);
  const mounted = useRef(true);

  // The engine (wrapper and .wasm) downloads only when the demo comes into view or is used:
  // visitors who never reach it do not pay for it.
  const loadStarted = useRef(false);
  const startLoading = useCallback(() => {
    if (loadStarted.current) return;
    loadStarted.current = true;
    import("../lib/browser-engine")
      .then(({ loadBrowserEngine }) => loadBrowserEngine())
      .then(
        (loaded) => {
          if (mounted.current) setEngine(loaded);
        },
        (error: unknown) => {
          console.error("Could not load the sentiment engine", error);
          if (mounted.current) setEngineFailed(true);
        },
      );
  }, []);

  useEffect(() => {
    mounted.current = true;
    const card = demoCard.current;
    const observer =
      card && "IntersectionObserver" in window
        ? new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) startLoading();
          })
        : null;
    if (card && observer) observer.observe(card);
    return () => {
      mounted.current = false;
      observer?.disconnect();
      clearTimeout(revealTimer.current);
    };
  }, [startLoading]);

  function analyzeText() {
    if (text.trim() === "") return;
    setState({ status: "analyzing" });
    let next: DemoState;
    try {
      if (!engine) throw new Error("the sentiment engine is not loaded");
      next = { status: "done", text, result: engine.analyze(text, { detail: true }) };
    } catch (error) {
      console.error("Analysis failed", error);
      next = { status: "failed" };
    }
    clearTimeout(revealTimer.current);
    revealTimer.current = setTimeout(() => setState(next), RESULT_REVEAL_DELAY_MS);
  }

  const analyzing = state.status === "analyzing";
  const canAnalyze = !analyzing && text.trim() !== "" && (engine !== null || engineFailed);

  return (
    <div className={styles.demoGrid}>
      <div className={ui.card} ref={demoCard}>
        <label htmlFor="demo-text" className={ui.label}>
          Text to analyze
        </label>
        <textarea
          id="demo-text"
          className={ui.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={startLoading}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter analyses without leaving the keyboard.
            if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && canAnalyze) analyzeText();
          }}
          placeholder="Type or paste a sentence, a review, a post…"
          aria-describedby="demo-status"
          maxLength={100_000}
        />
        <p id="demo-status" className={styles.demoStatus} data-testid="demo-status">
          {engineFailed
            ? "The in-browser engine could not be loaded."
            : engine !== null
              ? "Analysed on your device: your text is not sent anywhere. Ctrl+Enter analyses."
              : "Loading the in-browser engine…"}
        </p>
        <div className={styles.demoActions}>
          <button type="button" className={ui.button.primary} disabled={!canAnalyze} onClick={analyzeText}>
            {analyzing ? "Analyzing…" : "Analyze"}
          </button>
          <Link to="/journal" className={ui.button.secondary}>
            Log a Mood Entry
          </Link>
        </div>
        <div aria-live="polite" className={styles.demoResultRegion}>
          {state.status === "failed" && (
            <p role="alert" className={ui.alert}>
              Failed to analyze sentiment
            </p>
          )}
          {state.status === "done" && (
            <Suspense fallback={<p className={ui.muted}>Preparing the result…</p>}>
              <DemoResult text={state.text} result={state.result} />
            </Suspense>
          )}
        </div>
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
