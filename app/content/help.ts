// Help Center content. Plain data, rendered by the /help route.
// Keep answers short, accurate and true to what the product actually does.

export type HelpLink = {
  to: "/journal" | "/dashboard" | "/analyze" | "/privacy-policy" | "/user-profile";
  label: string;
};

export type HelpQuestion = {
  id: string;
  question: string;
  /** One string per paragraph. */
  answer: string[];
  links?: HelpLink[];
};

export type HelpGroup = {
  id: string;
  title: string;
  questions: HelpQuestion[];
};

export const helpGroups: HelpGroup[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    questions: [
      {
        id: "what-is-sentio",
        question: "What does Sentio AI do?",
        answer: [
          "Sentio AI reads a piece of text and tells you its overall tone: POSITIVE, NEGATIVE or NEUTRAL, with a compound score from -1 (most negative) to 1 (most positive) and a confidence value.",
          "It also estimates six emotions (joy, sadness, anger, fear, surprise and disgust), names the dominant one, and shows which words drove the score, so you can see why it reached its result. Surprise includes curiosity and confusion, so a plain question leans towards it unless a stronger feeling shows.",
        ],
      },
      {
        id: "how-live-demo-works",
        question: "How does the live demo on the home page work, and why is it instant?",
        answer: [
          "The analysis engine is written in Rust and compiled to WebAssembly. Your browser downloads it once and then runs it locally, so the result appears as soon as you press Analyze, without waiting for a server.",
          "No request is sent for the demo: the text you type never leaves your device. The same engine also runs on our server for document analysis and journal entries, so the results are consistent across the app.",
        ],
      },
      {
        id: "how-the-engine-scores",
        question: "How is the score worked out, and when can it be wrong?",
        answer: [
          "The engine uses a sentiment lexicon (a list of words with positive or negative weight) plus rules for things like negation (\"not good\"), intensifiers (\"very\") and contrast (\"but\"). It does not learn from your text.",
          "Because it works from word choice, it can miss sarcasm, irony, domain-specific jargon and context that spans several sentences. It is currently designed for English text. Treat the result as a helpful signal, not a verdict.",
        ],
      },
      {
        id: "do-i-need-an-account",
        question: "Do I need an account?",
        answer: [
          "You can try the live demo and read the news without signing in. The mood journal and your profile need an account, because entries are saved and kept private to you.",
          "You can sign up with an email address and password, or sign in with Google or GitHub.",
        ],
        links: [{ to: "/journal", label: "Go to the journal" }],
      },
      {
        id: "dark-mode",
        question: "How do I switch between light and dark mode?",
        answer: [
          "Use the theme toggle to switch between light and dark. Your choice is saved in your browser's localStorage under the key \"theme\", so it is remembered on this device. It is not sent to our servers.",
        ],
      },
    ],
  },
  {
    id: "feature-tutorials",
    title: "Feature Tutorials",
    questions: [
      {
        id: "analyze-a-document",
        question: "How do I analyse a document, and which files are supported?",
        answer: [
          "Go to the Analyze page and upload a .txt, .pdf or .docx file of up to 10 MB. The text is extracted on the server, analysed, and the results are shown on the page.",
          "PDFs that are scanned images have no text layer, so there is nothing to extract from them. Uploaded documents are processed in memory and are not stored.",
        ],
        links: [{ to: "/analyze", label: "Analyse a document" }],
      },
      {
        id: "download-results",
        question: "How do I download my analysis results?",
        answer: [
          "After a document has been analysed, use the download button to save the results as a JSON file. The file is named after your document, for example report.pdf gives sentiment-analysis-report.json.",
          "Because we do not keep your document or its results, download them if you want to keep a copy.",
        ],
        links: [{ to: "/analyze", label: "Open the Analyze page" }],
      },
      {
        id: "journal-scoring",
        question: "How does the mood journal score my entries, and who can see them?",
        answer: [
          "Write an entry with the editor (you can use bold, italic, underline, colours and text sizes). When you save it, the entry is scored by the same sentiment engine as the rest of the app, and the score is stored with it so you can look back at your history and trends.",
          "Entries are private: only you, signed in to your account, can see them. They are not shared, published or used for anything else.",
        ],
        links: [{ to: "/journal", label: "Open your journal" }],
      },
      {
        id: "news-classification",
        question: "How is the news classified, and what do the bias labels mean?",
        answer: [
          "We collect articles from public RSS and Atom feeds on a schedule. Each article is classified once, when it is added, and you can filter the list by Positive, Neutral or Negative and search it.",
          "The Left, Center or Right label describes the news source, not the individual article. It comes from an openly published per-source table; it is not produced by our sentiment model.",
        ],
      },
      {
        id: "dashboard-contents",
        question: "What does the dashboard show?",
        answer: [
          "The dashboard is still being built. It will show your mood over time beside the tone of the news, by week, month or year.",
          "Until it can use your own journal entries, any example figures on it will be clearly labelled as samples, never presented as your data.",
        ],
        links: [{ to: "/dashboard", label: "View the dashboard" }],
      },
    ],
  },
  {
    id: "privacy-security",
    title: "Privacy & Security",
    questions: [
      {
        id: "what-we-store",
        question: "What data does Sentio store about me?",
        answer: [
          "For your account: your name, email address, a salted slow hash of your password (never the password itself), your profile photo if you upload one, and the hashed tokens of your active sessions. For the journal: each entry and its score.",
          "We do not store text typed into the live demo (it never leaves your device), documents you upload, or text sent for one-off analysis. We use no analytics, advertising or third-party trackers. The privacy policy has the full details.",
        ],
        links: [{ to: "/privacy-policy", label: "Read the privacy policy" }],
      },
      {
        id: "reset-password",
        question: "How do I reset my password?",
        answer: [
          "On the login page, use the forgotten-password link and enter your email address. We will email you a reset link, which is valid for one hour and can be used only once.",
          "Setting a new password signs you out of all your existing sessions, so anyone who had access to your account loses it.",
        ],
      },
      {
        id: "update-profile",
        question: "How do I change my name, email or photo?",
        answer: [
          "Open your profile page to update your name, email address and photo. Photos must be JPEG or PNG and under 2 MB.",
        ],
        links: [{ to: "/user-profile", label: "Open your profile" }],
      },
      {
        id: "delete-account",
        question: "How do I delete my account?",
        answer: [
          "You can delete your account yourself at any time from your profile page. This removes all of your data at once, including your journal entries and profile photo, and signs you out everywhere.",
          "Deletion cannot be undone, so if you want to keep anything, copy it out first.",
        ],
        links: [{ to: "/user-profile", label: "Go to your profile" }],
      },
    ],
  },
  {
    id: "wellness-resources",
    title: "Wellness Resources",
    questions: [
      {
        id: "journaling-habits",
        question: "How can I build a helpful journaling habit?",
        answer: [
          "Short and regular tends to work better than long and occasional. A few sentences at a similar time each day, about what happened and how you felt, is enough.",
          "Write honestly and for yourself, not for a good score. The score is there to help you notice patterns, not to judge your day.",
        ],
        links: [{ to: "/journal", label: "Write an entry" }],
      },
      {
        id: "reading-mood-scores",
        question: "How should I read my mood scores?",
        answer: [
          "A score reflects the words in one entry, so a single entry can swing a lot depending on what you wrote about. Look at the trend over weeks rather than any one day.",
          "If a score seems wrong, trust your own sense of how you feel. The engine cannot read context, sarcasm or what you left unsaid.",
        ],
      },
      {
        id: "persistent-low-mood",
        question: "My entries have been negative for a while. What should I do?",
        answer: [
          "A run of negative entries can reflect a hard stretch or simply the topics you have been writing about. If you have been feeling low for some time, consider talking to someone you trust, your doctor or a mental health professional.",
          "Sentio cannot assess your wellbeing or diagnose anything. It only describes the tone of text.",
        ],
      },
      {
        id: "not-a-crisis-service",
        question: "Is Sentio a medical or crisis service?",
        answer: [
          "No. Sentio AI is a text analysis tool. It is not a medical, therapeutic or crisis service, and nobody monitors journal entries for signs of risk.",
          "If you are in crisis or thinking about harming yourself, please contact your local emergency services or a crisis line in your country straight away.",
        ],
      },
    ],
  },
];
