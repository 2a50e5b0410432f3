import { about } from "../content/about";
import type { Route } from "./+types/about";
import * as ui from "../components/ui.css";
import * as styles from "./content-page.css";

export const meta = () => [{ title: "About · Sentio AI" }];

// Content comes from the server so it is not shipped a second time as JavaScript.
export function loader() {
  return { about };
}

export default function About({ loaderData: { about } }: Route.ComponentProps) {
  return (
    <article className={ui.page} aria-labelledby="about-title">
      <h1 id="about-title" className={ui.pageTitle}>
        About Sentio AI
      </h1>

      <section className={styles.section} aria-labelledby="vision-title">
        <h2 id="vision-title">{about.vision.title}</h2>
        {about.vision.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.prose}>
            {paragraph}
          </p>
        ))}
      </section>

      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title">What it does</h2>
        <div className={styles.twoColumns}>
          {about.features.map((feature) => (
            <div key={feature.title} className={ui.card}>
              <h3>{feature.title}</h3>
              <p className={ui.muted}>{feature.description}</p>
              <ul className={styles.bullets}>
                {feature.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="stack-title">
        <h2 id="stack-title">Technology stack</h2>
        <dl className={styles.stackList}>
          {about.stack.map((item) => (
            <div key={item.name} className={styles.stackItem}>
              <dt className={styles.stackName}>{item.name}</dt>
              <dd className={styles.stackRole}>{item.role}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="future-title">
        <h2 id="future-title">Future scope</h2>
        <ul className={styles.futureList}>
          {about.futureScope.map((item) => (
            <li key={item.title} className={ui.card}>
              <h3>{item.title}</h3>
              <p className={ui.muted}>{item.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
