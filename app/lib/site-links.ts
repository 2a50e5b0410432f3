// Every link of the navigation bar and the footer (spec §2), in one place.

export type SiteLink = { to: string; label: string };

export const navLinks: SiteLink[] = [
  { to: "/", label: "Home" },
  { to: "/analyze", label: "Analyze" },
  { to: "/journal", label: "Journal" },
  { to: "/news", label: "News" },
  { to: "/dashboard", label: "Dashboard" },
  { to: "/about", label: "About" },
];

export const footerColumns: { title: string; links: SiteLink[] }[] = [
  {
    title: "Product",
    links: [
      { to: "/", label: "Home" },
      { to: "/analyze", label: "Analyze" },
      { to: "/journal", label: "Journal" },
      { to: "/news", label: "News" },
      { to: "/dashboard", label: "Dashboard" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/help", label: "Help Center" },
      // The spec links it with a capital C; route matching is case-insensitive.
      { to: "/Contact", label: "Contact Us" },
      { to: "/about", label: "About Us" },
      { to: "/", label: "System Status" },
      { to: "/privacy-policy", label: "Privacy Policy" },
    ],
  },
];

export const CONTACT_EMAIL = "hello@sentio.ai";

export const externalLinks: { href: string; label: string }[] = [
  { href: "https://github.com/sentio-ai/sentio-ai", label: "Source code on GitHub" },
  { href: "https://www.linkedin.com/company/sentio-ai", label: "Sentio AI on LinkedIn" },
  { href: `mailto:${CONTACT_EMAIL}`, label: `Email ${CONTACT_EMAIL}` },
];

export const TAGLINE = "Sentiment and emotion analysis with AI-driven analytics: turning data into actionable insights.";
