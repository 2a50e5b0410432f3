// The Worker's fetch handler, built around whatever renders documents: React Router in
// worker/index.ts, a stand-in in the integration tests (which have no client build).
import { RouterContextProvider } from "react-router";
import { appContext } from "../app/lib/app-context";
import { api } from "./api";
import { ConfigurationError, readEnv, type Env } from "./env";
import { renderDevMailPage } from "./mail/dev-mail-page";
import { createNonce, withSecurityHeaders } from "./security-headers";

export type DocumentRequestHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

function isApiPath(pathname: string): boolean {
  return pathname === "/api" || pathname.startsWith("/api/");
}

const DEV_MAIL_PATH = "/dev/mail";
// The reset link's token is in this page's URL: no Referer may carry it to another site.
const NO_REFERRER_PATHS = new Set(["/reset-password"]);

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

    const { pathname } = new URL(request.url);
    const cspNonce = createNonce();
    if (pathname === DEV_MAIL_PATH || pathname === `${DEV_MAIL_PATH}/`) {
      // The outbox exists only in development; production must not even hint at it.
      const response = production ? new Response("Not found", { status: 404 }) : await renderDevMailPage(env.DB, cspNonce);
      return withSecurityHeaders(response, { nonce: cspNonce, production });
    }

    const context = new RouterContextProvider();
    context.set(appContext, { env, ctx, cspNonce });
    const response = await handleDocumentRequest(request, context);
    return withSecurityHeaders(response, {
      nonce: cspNonce,
      production,
      referrerPolicy: NO_REFERRER_PATHS.has(pathname) ? "no-referrer" : undefined,
    });
  };
}
