// Security headers for every response the Worker sends, pages and API alike.
// Scripts run only with the per-request nonce: no 'unsafe-inline' for scripts, ever.

export type SecurityHeaderOptions = {
  /** The nonce that the page's inline and module scripts carry; absent for non-HTML answers. */
  nonce?: string;
  production: boolean;
  /** Stricter than the default for pages whose URL holds a secret (the reset link's token). */
  referrerPolicy?: "no-referrer";
};

/** A fresh 128-bit nonce, base64, for one response's Content-Security-Policy. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy({ nonce, production }: SecurityHeaderOptions): string {
  if (!nonce) return "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets the page compile the sentiment engine; it does not allow eval().
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'`,
    // React renders style attributes and react-hot-toast injects a <style>; both need inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Vite's dev server pushes updates over a WebSocket.
    production ? "connect-src 'self'" : "connect-src 'self' ws: wss:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Copies the response with the security headers set (responses from fetch have immutable headers). */
export function withSecurityHeaders(response: Response, options: SecurityHeaderOptions): Response {
  const secured = new Response(response.body, response);
  const isHtml = secured.headers.get("Content-Type")?.startsWith("text/html") ?? false;
  secured.headers.set(
    "Content-Security-Policy",
    contentSecurityPolicy({ ...options, nonce: isHtml ? options.nonce : undefined }),
  );
  secured.headers.set("X-Content-Type-Options", "nosniff");
  secured.headers.set("Referrer-Policy", options.referrerPolicy ?? "strict-origin-when-cross-origin");
  secured.headers.set("X-Frame-Options", "DENY");
  secured.headers.set("Cross-Origin-Opener-Policy", "same-origin");
  secured.headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (options.production) {
    secured.headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  return secured;
}
