import { data } from "react-router";
import { NotFound } from "../components/not-found";

export function loader() {
  // A real 404 status for unknown paths, not a 200 page that says "not found".
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found · Sentio AI" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
