import type { MouseEvent } from "react";
import type { Route } from "./+types/privacy-policy";
import { privacyLastUpdated, privacySections } from "../content/privacy";
import * as ui from "../components/ui.css";
import { formatIsoDay } from "../lib/format-date";
import { useSectionInView } from "../lib/use-section-in-view";
import * as pageStyles from "./content-page.css";
import * as styles from "./privacy-policy.css";

export const meta = () => [{ title: "Privacy Policy · Sentio AI" }];

// Content comes from the server so it is not shipped a second time as JavaScript.
export function loader() {
  return {
    privacyLastUpdated,
    privacySections,
    sectionIds: privacySections.map((section) => section.id),
  };
}

function scrollToSection(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  target.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  target.focus({ preventScroll: true });
  window.history.replaceState(null, "", `#${id}`);
}

export default function PrivacyPolicy({
  loaderData: { privacyLastUpdated, privacySections, sectionIds },
}: Route.ComponentProps) {
  const activeId = useSectionInView(sectionIds);

  return (
    <div className={ui.page}>
      <h1 className={ui.pageTitle}>Privacy Policy</h1>
      <p className={ui.muted}>
        Last updated: <time dateTime={privacyLastUpdated}>{formatIsoDay(privacyLastUpdated)}</time>
      </p>

      <div className={pageStyles.withSidebar}>
        <nav aria-label="Policy sections" className={styles.index}>
          <ol className={styles.indexList}>
            {privacySections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className={styles.indexLink}
                  aria-current={activeId === section.id ? "location" : undefined}
                  onClick={(event) => scrollToSection(event, section.id)}
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div>
          {privacySections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              tabIndex={-1}
              className={styles.section}
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className={pageStyles.prose}>
                  {paragraph}
                </p>
              ))}
              {section.bullets && (
                <ul className={pageStyles.bullets}>
                  {section.bullets.map((bullet) => (
                    <li key={bullet}>{bullet}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
