// The Worker's fetch handler, built around whatever renders documents: React Router in
// worker/index.ts, a stand-in in the integration tests (which have no client build).
import { RouterContextProvider } from "react-router";
import { appContext } from "../app/lib/app-context";
import { api } from "./api";
import { ConfigurationError, readEnv, type Env } from "./env";
import { createNonce, withSecurityHeaders } from "./security-headers";

export type DocumentRequestHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

export function createFetchHandler(handleDocumentRequest: DocumentRequestHandler): ExportedHandlerFetchHandler<Env> {
  return async (request, rawEnv, ctx) => {
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
  };
}
