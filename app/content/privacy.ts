// Privacy policy content. Plain data, rendered by the /privacy-policy route.

/**
 * ISO date (YYYY-MM-DD) on which the text of this policy last changed.
 * Bump it whenever any text in this file changes.
 * A unit test checks that it is a valid date and not in the future.
 */
export const privacyLastUpdated = "2026-11-21";

export type PrivacySection = {
  id: string;
  title: string;
  /** One string per paragraph. */
  paragraphs: string[];
  /** Rendered as a list after the paragraphs; the last paragraph introduces it. */
  bullets?: string[];
};

export const privacySections: PrivacySection[] = [
  {
    id: "applicability-and-scope",
    title: "Applicability and Scope",
    paragraphs: [
      "This policy explains what personal data Sentio AI collects, why, where it is kept and what you can do about it. It applies to the Sentio AI website and its API (the paths under /api/), including the live demo, document analysis, news, mood journal, dashboard, accounts, Help Center and contact form.",
      "It does not cover other websites we link to, such as the original news articles or the Google and GitHub sign-in pages, which have their own policies. Sentio AI is open source; copies of the code run by other people are their responsibility and are not covered by this policy.",
    ],
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    paragraphs: [
      "We collect only what the features you use need:",
    ],
    bullets: [
      "Account: your first and last name, email address and, if you sign up with a password, a salted slow hash of it (PBKDF2). We never store your password in plain text.",
      "Google or GitHub sign-in (only if you choose it): your name, email address and whether the provider has verified that address.",
      "Profile photo (optional): a JPEG or PNG image under 2 MB that you upload on your profile page.",
      "Sessions: the SHA-256 hash of your session token and when the session expires. The token itself is kept only in your browser's cookie.",
      "Password reset: a record of the single-use reset link we email you, which expires after one hour.",
      "Mood journal: the content of each entry (as HTML, including your formatting), its sentiment score and when it was written.",
      "Contact form: your name, email address, message, the time it was sent and a salted hash of your IP address. We never store the raw IP address.",
      "Technical data: like any website, our hosting provider Cloudflare processes your IP address and request details to deliver pages and protect the service from abuse.",
    ],
  },
  {
    id: "how-we-use-information",
    title: "How We Use Information",
    paragraphs: [
      "Some text is analysed without being kept at all. Text you type into the live demo is analysed in your browser and never leaves your device. Text sent to the analysis API and documents you upload are processed in memory to produce a result and are not stored. The sentiment engine is a fixed lexicon-and-rules engine; it does not learn from your text, and we do not use your data to train models.",
      "We do not use your data for advertising or profiling, and we do not sell it. We use the data we do keep only to run Sentio AI:",
    ],
    bullets: [
      "To create your account, sign you in and keep you signed in.",
      "To score your journal entries and show you your history and trends.",
      "To show your name and photo on your profile and in the app.",
      "To send you a password reset email when you ask for one.",
      "To read and answer your contact messages.",
      "To limit abuse of the contact form: the salted IP hash lets us allow at most 5 messages per IP address per 10 minutes.",
    ],
  },
  {
    id: "sharing-and-disclosure",
    title: "Sharing and Disclosure",
    paragraphs: [
      "We do not sell, rent or share your personal data. We will disclose it to authorities only where we are legally required to do so.",
      "We rely on a small number of service providers (sub-processors), who handle data only to provide their service to us:",
    ],
    bullets: [
      "Cloudflare: hosting, database and file storage for the whole service.",
      "Our email delivery provider: receives your email address and the message when we send you a password reset email.",
      "Google or GitHub: only if you choose to sign in with them. They tell us your name, email address and whether it is verified.",
    ],
  },
  {
    id: "data-of-minors",
    title: "Data of Minors",
    paragraphs: [
      "Sentio AI is not directed at people under 18. If you are under 18, you must not create an account.",
      "If we learn that an account belongs to someone under 18, we will delete it and all of its data. If you believe this is the case for an account, please contact us.",
    ],
  },
  {
    id: "security",
    title: "Security",
    paragraphs: [
      "No system is perfectly secure, and we cannot guarantee that data will never be exposed. Because Sentio AI is open source, anyone can review how it handles data. If you find a security problem, please tell us at hello@sentio.ai.",
      "These are the practical steps we take to protect your data:",
    ],
    bullets: [
      "All traffic is served over HTTPS.",
      "Passwords are stored only as a salted slow hash (PBKDF2), never in plain text.",
      "Session tokens are random and sent in an HttpOnly, Secure, SameSite=Lax cookie. We store only their SHA-256 hash, so a copy of our database cannot be used to sign in as you.",
      "Sessions expire, and are revoked when you log out, reset your password or delete your account.",
      "Password reset links are valid for one hour and can be used only once.",
      "Journal entries are private: the server returns them only to the account that wrote them.",
      "IP addresses from the contact form are kept only as a salted hash.",
    ],
  },
  {
    id: "data-storage",
    title: "Data Storage",
    paragraphs: [
      "Sentio AI runs on Cloudflare's network. Accounts, sessions, journal entries, contact messages and news articles are stored in Cloudflare D1 (an SQLite database). Profile photos are stored in Cloudflare R2 (object storage). Your data may be processed in Cloudflare data centres in various countries.",
      "How long we keep data:",
    ],
    bullets: [
      "Account data, profile photo and journal entries: until you delete your account. You can do this yourself at any time on your profile page (/user-profile), and it removes all of your data and your photo at once.",
      "Sessions: until they expire or are revoked.",
      "Contact messages: at most 12 months.",
      "Uploaded documents and text sent for analysis: not stored.",
      "Live demo text: never leaves your device.",
    ],
  },
  {
    id: "cookies-and-tracking",
    title: "Cookies & Tracking",
    paragraphs: [
      "We use no analytics, no advertising, no third-party trackers and no tracking cookies. The only cookies we set are needed for signing in: one session cookie, plus short-lived state cookies while you sign in with Google or GitHub. Your browser's localStorage also keeps a few values on your device so the app can display things without asking the server each time; they are not used for tracking.",
      "You can delete cookies and localStorage in your browser settings at any time. If you delete the session cookie, you will be signed out.",
      "In detail:",
    ],
    bullets: [
      "session: keeps you signed in. It holds a random token, is HttpOnly (not readable by scripts), Secure (sent only over HTTPS) and SameSite=Lax. It expires after about 30 days without use; using the app extends it. Logging out removes it and revokes the session.",
      "OAuth state cookies: short-lived cookies set only while you sign in with Google or GitHub, to check that the sign-in response belongs to the request you started. They are removed or expire once sign-in completes.",
      "localStorage \"theme\": whether you chose light or dark mode.",
      "localStorage \"user\": your first name, last name, email address and photo URL, used to display your account in the app.",
      "localStorage \"registered\": set to '1' once you have signed up, so we show Login instead of Signup.",
      "localStorage \"oauth_redirect\": the page to return to after signing in with Google or GitHub.",
    ],
  },
  {
    id: "changes-to-policy",
    title: "Changes to Policy",
    paragraphs: [
      "When we change this policy, we will publish the new version on this page and update the date it was last changed.",
      "Because Sentio AI is open source, the full history of this text is public in our repository at https://github.com/sentio-ai/sentio-ai.",
    ],
  },
  {
    id: "contact-us",
    title: "Contact Us",
    paragraphs: [
      "For any question about this policy or your data, use the contact form at /contact or email hello@sentio.ai. We answer contact messages within 24 hours.",
      "You can view and update your name, email address and photo on your profile page, and delete your account there at any time. For any other request about your data, such as a copy of it, write to us and we will help.",
    ],
  },
];
