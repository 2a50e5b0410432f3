import { avatarInitial, type AccountUser } from "../lib/account";
import * as styles from "./avatar.css";

/** The profile photo, or the first letter of firstname. Decorative: the control around it is labelled. */
export function Avatar({ user, size = "small", photoUrl }: { user: Pick<AccountUser, "firstname" | "profilephoto">; size?: "small" | "large"; photoUrl?: string | null }) {
  const src = photoUrl ?? user.profilephoto;
  return (
    <span className={styles.size[size]} aria-hidden="true" data-testid="avatar">
      {src ? <img src={src} alt="" className={styles.photo} /> : avatarInitial(user.firstname)}
    </span>
  );
}
