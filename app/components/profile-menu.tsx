// The signed-in part of the navigation bar (spec §2): a 'My Profile' disclosure with the avatar,
// holding Reset Password, User Profile and Logout; and the same items for the mobile menu.
import { useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { AccountUser } from "../lib/account";
import { useDismiss } from "../lib/use-dismiss";
import { Avatar } from "./avatar";
import * as styles from "./profile-menu.css";

/** The password change is a section of the profile page; its anchor is shared with the menu. */
export const CHANGE_PASSWORD_ANCHOR = "change-password";

/** Ends the session on the server through routes/logout.tsx (a form, so it works before hydration too). */
export function LogoutButton({ className }: { className: string }) {
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.formAction === "/logout";
  return (
    <Form method="post" action="/logout" className={styles.logoutForm}>
      <button type="submit" className={className} disabled={leaving}>
        {leaving ? "Logging out..." : "Logout"}
      </button>
    </Form>
  );
}

function ProfileLinks() {
  return (
    <>
      <li>
        <Link to={`/user-profile#${CHANGE_PASSWORD_ANCHOR}`} className={styles.item}>
          Reset Password
        </Link>
      </li>
      <li>
        <Link to="/user-profile" className={styles.item}>
          User Profile
        </Link>
      </li>
      <li>
        <LogoutButton className={styles.item} />
      </li>
    </>
  );
}

export function ProfileMenu({ user }: { user: AccountUser }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useDismiss(open, setOpen, button, container);

  return (
    <div
      ref={container}
      className={styles.profile}
      // Tabbing out of the menu closes it, so it never hides the page behind the keyboard user.
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        <Avatar user={user} />
        <span>My Profile</span>
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      <ul
        id={panelId}
        className={styles.panel}
        hidden={!open}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest("a, button")) setOpen(false);
        }}
      >
        <li className={styles.signedInAs}>
          Signed in as <strong>{user.firstname}</strong>
          <br />
          <span className={styles.email}>{user.email}</span>
        </li>
        <ProfileLinks />
      </ul>
    </div>
  );
}

/** The mobile menu's version: the same items in the list, under the avatar and name. */
export function MobileProfileItems({ user }: { user: AccountUser }) {
  return (
    <>
      <li className={styles.mobileIdentity}>
        <Avatar user={user} />
        <span>
          My Profile · <strong>{user.firstname}</strong>
        </span>
      </li>
      <ProfileLinks />
    </>
  );
}
