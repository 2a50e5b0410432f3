// Calls the Worker's real fetch handler inside workerd. Documents are rendered by a stand-in
// (the React Router build does not exist here); everything else is the production path.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { appContext } from "../../app/lib/app-context";
import { createFetchHandler } from "../../worker/app";

export const handleFetch = createFetchHandler((_request, context) => {
  const { cspNonce } = context.get(appContext);
  return Promise.resolve(
    new Response(`<!doctype html><script nonce="${cspNonce}"></script>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    }),
  );
});

export async function fetchWorker(
  path: string,
  init: RequestInit = {},
  bindings: object = env,
): Promise<Response> {
  const ctx = createExecutionContext();
  // The handler checks the bindings itself; tests hand it broken ones on purpose.
  const request = new Request(`http://localhost${path}`, init) as Parameters<typeof handleFetch>[0];
  const response = await handleFetch(request, bindings as Cloudflare.Env, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

let ipCounter = 0;

/** A distinct client address per call, so rate limits of one test do not touch another. */
export function uniqueClientIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter % 250}-${crypto.randomUUID()}`;
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetchWorker(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": uniqueClientIp(), ...headers },
    body: JSON.stringify(body),
  });
}
