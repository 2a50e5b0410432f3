// About page content. Plain data, rendered by the /about route.

export type AboutVision = {
  title: string;
  paragraphs: [string, string];
};

export type AboutFeature = {
  title: string;
  description: string;
  points: string[];
};

export type AboutStackItem = {
  name: string;
  role: string;
};

export type AboutFutureItem = {
  title: string;
  description: string;
};

export type AboutContent = {
  vision: AboutVision;
  /** Exactly two main features. */
  features: [AboutFeature, AboutFeature];
  stack: AboutStackItem[];
  futureScope: AboutFutureItem[];
};

export const about: AboutContent = {
  vision: {
    title: "Our Vision",
    paragraphs: [
      "Sentio AI helps you see the tone of what you read and write. It labels text as positive, negative or neutral, estimates the emotions in it, and shows you which words led to that result, so the analysis is something you can check rather than take on trust.",
      "We build it in the open and keep your data to a minimum: the live demo runs entirely in your browser, uploaded documents are not stored, journal entries stay private to you, and there are no analytics or trackers. The code is open source at https://github.com/sentio-ai/sentio-ai.",
    ],
  },
  features: [
    {
      title: "Sentiment & Emotion Analysis",
      description:
        "A Rust lexicon-and-rules engine, compiled to WebAssembly, scores text and explains its result. The same engine runs in your browser and on our server, so results are consistent everywhere.",
      points: [
        "A POSITIVE, NEGATIVE or NEUTRAL label with a compound score from -1 to 1 and a confidence value.",
        "Six emotions (joy, sadness, anger, fear, surprise and disgust), with the dominant one highlighted.",
        "The words that drove the score, so you can see why.",
        "A live demo on the home page that analyses text as you type, in your browser; the text never leaves your device.",
        "Document analysis for .txt, .pdf and .docx files up to 10 MB, with results you can download as JSON. Documents are processed in memory and not stored.",
      ],
    },
    {
      title: "Mood Journal",
      description:
        "A private journal for signed-in users. Each entry is scored when you save it, so over time you can see how the tone of your writing changes.",
      points: [
        "A rich-text editor with bold, italic, underline, colours and text sizes.",
        "A sentiment score for every entry, using the same engine as the rest of the app.",
        "Your history of entries and their scores, to help you spot patterns.",
        "Entries are private to you and removed completely if you delete your account.",
      ],
    },
  ],
  stack: [
    {
      name: "React Router (framework mode)",
      role: "Routing, server rendering and data loading for every page.",
    },
    {
      name: "Cloudflare Workers",
      role: "Runs the whole app: a single Worker renders pages and serves the API.",
    },
    {
      name: "Hono",
      role: "The API under /api/*, inside the same Worker.",
    },
    {
      name: "Cloudflare D1 + drizzle-orm",
      role: "SQLite database for accounts, sessions, journal entries, contact messages and news, with typed queries.",
    },
    {
      name: "Cloudflare R2",
      role: "Object storage for profile photos.",
    },
    {
      name: "Rust → WebAssembly engine",
      role: "The lexicon-and-rules sentiment and emotion engine; the same .wasm runs in the browser and in the Worker.",
    },
    {
      name: "vanilla-extract",
      role: "Type-safe styles written in TypeScript and compiled to static CSS.",
    },
    {
      name: "Vitest + Playwright",
      role: "Unit and integration tests (Vitest) and end-to-end browser tests (Playwright).",
    },
  ],
  futureScope: [
    {
      title: "News tone filter and bias labels",
      description:
        "In progress: news from public RSS and Atom feeds, each article classified once, with filters for Positive, Neutral and Negative, search, and Left/Center/Right labels for each source taken from an openly published per-source table.",
    },
    {
      title: "Document analysis",
      description:
        "In progress: upload a .txt, .pdf or .docx file up to 10 MB, have its text extracted and analysed on the server, and download the results as JSON.",
    },
    {
      title: "Trends dashboard with real data",
      description:
        "Planned: the dashboard currently shows sample content only. It will show trends from your own journal entries.",
    },
    {
      title: "Journal exports",
      description:
        "Planned: export your journal entries and their scores as PDF or JSON.",
    },
    {
      title: "More languages",
      description:
        "Planned: the engine is currently designed for English. We plan to add lexicons and rules for other languages.",
    },
  ],
};
