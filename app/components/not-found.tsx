import { Link } from "react-router";
import * as ui from "./ui.css";

export function NotFound() {
  return (
    <section className={ui.page} aria-labelledby="not-found-title">
      <p className={ui.muted}>Error 404</p>
      <h1 id="not-found-title" className={ui.pageTitle}>
        Page not found
      </h1>
      <p className={ui.lead}>
        We could not find that page. It may have moved, or the address may have a typo.
      </p>
      <p>
        <Link to="/" className={ui.button.primary}>
          Go to the home page
        </Link>{" "}
        <Link to="/help" className={ui.button.secondary}>
          Visit the Help Center
        </Link>
      </p>
    </section>
  );
}
