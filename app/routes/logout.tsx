// POST /logout: the navbar's Logout form. In the browser it ends the session through the API
// (POST /api/auth/logout), forgets `user` and `registered` (spec §2) and goes home; the redirect
// after an action reloads the root loader, so the bar turns signed-out with the new page.
import { data, redirect } from "react-router";
import { forgetSignedIn } from "../lib/account";
import { callAccountApi, NETWORK_ERROR } from "../lib/account-api";
import { endPageSession } from "../lib/session.server";
import { toast } from "../lib/toast";
import type { Route } from "./+types/logout";

export async function clientAction() {
  const answer = await callAccountApi("/api/auth/logout", { method: "POST" });
  if (answer.kind === "network") {
    toast.error(NETWORK_ERROR);
    return null;
  }
  forgetSignedIn();
  return redirect("/");
}

/** Before hydration the form posts here. */
export async function action({ request, context }: Route.ActionArgs) {
  const clearCookie = await endPageSession(request, context);
  if (!clearCookie) return data("This request came from another site and was refused.", { status: 403 });
  return redirect("/", { headers: { "Set-Cookie": clearCookie } });
}

/** Nothing to show at GET /logout. */
export function loader() {
  return redirect("/");
}

export default function Logout() {
  return null;
}
