// What the Worker hands to React Router's loaders and entry.server for one request.
import { createContext } from "react-router";
import type { Env } from "../../worker/env";

export type AppLoadContext = {
  env: Env;
  ctx: ExecutionContext;
  /** The nonce of this response's Content-Security-Policy, for inline and module scripts. */
  cspNonce: string;
};

export const appContext = createContext<AppLoadContext>();
