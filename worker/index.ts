// The one Worker entry: /api/* goes to Hono, every other path to React Router.
// Every response leaves through withSecurityHeaders.
import { createRequestHandler, RouterContextProvider } from "react-router";
import { appContext } from "../app/lib/app-context";
import { api } from "./api";
import { ConfigurationError, readEnv, type Env } from "./env";
import { createNonce, withSecurityHeaders } from "./security-headers";

const handleDocumentRequest = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export default {
  async fetch(request, rawEnv, ctx) {
    let env: Env;
    try {
      env = readEnv(rawEnv);
    } catch (error) {
      if (!(error instanceof ConfigurationError)) throw error;
      console.error(error.message);
      // The operator needs the setting's name; it reveals nothing about users or data.
      return withSecurityHeaders(new Response(error.message, { status: 500 }), { production: true });
    }

    const production = env.ENVIRONMENT === "production";
    if (isApiPath(new URL(request.url).pathname)) {
      return withSecurityHeaders(await api.fetch(request, env, ctx), { production });
    }

    const cspNonce = createNonce();
    const context = new RouterContextProvider();
    context.set(appContext, { env, ctx, cspNonce });
    const response = await handleDocumentRequest(request, context);
    return withSecurityHeaders(response, { nonce: cspNonce, production });
  },
} satisfies ExportedHandler<Env>;
