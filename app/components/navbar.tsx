import { useId, useRef, useState } from "react";
import { Link, NavLink } from "react-router";
import { useSignedInUser } from "../lib/account";
import { navLinks } from "../lib/site-links";
import { useDismiss } from "../lib/use-dismiss";
import { useLocalStorageValue } from "../lib/use-local-storage-value";
import { MobileProfileItems, ProfileMenu } from "./profile-menu";
import { ThemeToggle } from "./theme-toggle";
import * as styles from "./navbar.css";

/** Signup for people who never registered; Login once `registered` is set (spec §2). */
function AuthLink({ className }: { className: string }) {
  const registered = useLocalStorageValue("registered") !== null;
  return registered ? (
    <Link to="/login" className={className}>
      Login
    </Link>
  ) : (
    <Link to="/signup" className={className}>
      Signup
    </Link>
  );
}

/** Signed-in states come from the server's reading of the session cookie: no flash of the wrong bar. */
export function Navbar() {
  const user = useSignedInUser();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);

  useDismiss(menuOpen, setMenuOpen, menuButton);

  const links = navLinks.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.to === "/"}
        className={({ isActive }) => (isActive ? `${styles.link} ${styles.linkActive}` : styles.link)}
      >
        {link.label}
      </NavLink>
    </li>
  ));

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to="/" className={styles.brand} aria-label="Sentio AI home">
          Sentio <span className={styles.brandAccent}>AI</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.linkList}>{links}</ul>
        </nav>

        <div className={styles.actions}>
          <ThemeToggle />
          <div className={styles.desktopOnly}>
            {user ? <ProfileMenu user={user} /> : <AuthLink className={styles.authLink} />}
          </div>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true">{menuOpen ? "✕" : "☰"}</span>
          </button>
        </div>
      </div>

      <nav
        id={menuId}
        aria-label="Mobile"
        className={styles.mobileMenu}
        hidden={!menuOpen}
        // Following any link in the menu, or logging out, closes it.
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a, button")) setMenuOpen(false);
        }}
      >
        <ul className={styles.mobileLinkList}>
          {links}
          {user ? (
            <MobileProfileItems user={user} />
          ) : (
            <li>
              <AuthLink className={styles.authLink} />
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
