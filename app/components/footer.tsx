import { Link } from "react-router";
import { externalLinks, footerColumns, TAGLINE } from "../lib/site-links";
import { useTheme } from "../lib/use-theme";
import * as styles from "./footer.css";

export function Footer() {
  const { theme, setTheme } = useTheme();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.brandColumn}>
          <p className={styles.brand}>
            Sentio <span className={styles.brandAccent}>AI</span>
          </p>
          <p className={styles.tagline}>{TAGLINE}</p>
          <ul className={styles.externalList}>
            {externalLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={styles.link}
                  {...(link.href.startsWith("http") ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>

        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.columnTitle}>{column.title}</h2>
            <ul className={styles.linkList}>
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>
          © {year} Sentio AI. Built with love for open source.
        </p>
        <label className={styles.themeSwitch}>
          <input
            type="checkbox"
            role="switch"
            checked={theme === "dark"}
            onChange={(event) => setTheme(event.target.checked ? "dark" : "light")}
            data-testid="footer-theme-checkbox"
          />
          Dark theme
        </label>
      </div>
    </footer>
  );
}
