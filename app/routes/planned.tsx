// Screens that later releases build. Until then the route says so plainly instead of faking it.
import { Link, useLocation } from "react-router";
import * as ui from "../components/ui.css";

type PlannedScreen = { title: string; summary: string };

const plannedScreens: Record<string, PlannedScreen> = {
  "/analyze": {
    title: "Document analysis",
    summary: "Upload a .txt, .pdf or .docx file (up to 10 MB), see its sentiment and emotions, and download the results.",
  },
  "/journal": {
    title: "Mood journal",
    summary: "A private rich-text journal where each entry gets a sentiment score, with your history and trends.",
  },
  "/news": {
    title: "Daily News Hub",
    summary: "News from public feeds, classified once by our engine, that you can filter by tone and search.",
  },
  "/dashboard": {
    title: "Dashboard",
    summary: "Your mood over time beside the tone of the news, by week, month or year.",
  },
};
plannedScreens["/news-listing"] = plannedScreens["/news"]!;

export const meta = () => [{ title: "Coming soon · Sentio AI" }];

export default function PlannedRoute() {
  const { pathname } = useLocation();
  const screen = plannedScreens[pathname.toLowerCase().replace(/\/+$/, "")] ?? {
    title: "This screen",
    summary: "",
  };
  return (
    <section className={ui.page} aria-labelledby="planned-title">
      <p className={ui.muted}>Not built yet</p>
      <h1 id="planned-title" className={ui.pageTitle}>
        {screen.title} is coming soon
      </h1>
      {screen.summary && <p className={ui.lead}>{screen.summary}</p>}
      <p className={ui.lead}>
        This part of Sentio AI is still being built, so there is nothing to use here yet.
      </p>
      <p>
        <Link to="/" className={ui.button.primary}>
          Back to the home page
        </Link>{" "}
        <Link to="/about" className={ui.button.secondary}>
          See what we are building
        </Link>
      </p>
    </section>
  );
}
