import { useState } from "react";
import { Link } from "react-router";
import { helpGroups } from "../content/help";
import type { Route } from "./+types/help";
import * as ui from "../components/ui.css";
import * as styles from "./help.css";

export const meta = () => [{ title: "Help Center · Sentio AI" }];

// Content comes from the server so it is not shipped a second time as JavaScript.
export function loader() {
  return { helpGroups };
}

export default function Help({ loaderData: { helpGroups } }: Route.ComponentProps) {
  // One question open at a time, across all groups (spec §4).
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className={ui.page}>
      <h1 className={ui.pageTitle}>Help Center</h1>
      <p className={ui.lead}>
        Answers to common questions about Sentio AI. Select a question to read its answer. Some features
        described here are still being built; their pages say so until they arrive.
      </p>

      {helpGroups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`}>{group.title}</h2>
          <div className={styles.accordion}>
            {group.questions.map((item) => {
              const open = openId === item.id;
              const buttonId = `question-${item.id}`;
              const panelId = `answer-${item.id}`;
              return (
                <div key={item.id} className={styles.item}>
                  <h3 className={styles.questionHeading}>
                    <button
                      id={buttonId}
                      type="button"
                      className={styles.questionButton}
                      aria-expanded={open}
                      aria-controls={panelId}
                      onClick={() => setOpenId(open ? null : item.id)}
                    >
                      <span>{item.question}</span>
                      <span className={styles.chevron} aria-hidden="true">
                        {open ? "−" : "+"}
                      </span>
                    </button>
                  </h3>
                  <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className={styles.answer}>
                    {item.answer.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                    {item.links && (
                      <p className={styles.answerLinks}>
                        {item.links.map((link) => (
                          <Link key={link.to} to={link.to}>
                            {link.label}
                          </Link>
                        ))}
                      </p>
                    )}
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      ))}

      <section className={`${ui.card} ${styles.stillNeedHelp}`} aria-labelledby="still-need-help">
        <h2 id="still-need-help">Still need help?</h2>
        <p className={ui.muted}>Send us a message and we will reply within 24 hours.</p>
        <Link to="/contact" className={ui.button.primary}>
          Contact us
        </Link>
      </section>
    </div>
  );
}
