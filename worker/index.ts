// The one Worker entry: /api/* goes to Hono, every other path to React Router (worker/app.ts).
import { createRequestHandler } from "react-router";
import { createFetchHandler } from "./app";
import type { Env } from "./env";

const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

export default {
  fetch: createFetchHandler(handleDocumentRequest),
} satisfies ExportedHandler<Env>;
