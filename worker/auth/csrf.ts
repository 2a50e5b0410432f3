// CSRF defence for the API: a browser sends cookies with any request, whoever made the page, so a
// state-changing request must prove it comes from our own pages. Browsers send Origin on every
// cross-origin POST/PUT/PATCH/DELETE (and Sec-Fetch-Site on all of them); scripts cannot forge
// either. Requests without both come from non-browser clients, which cannot ride a victim's cookie,
// unless they carry the session cookie: those are refused too, as we cannot tell.

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type CrossSiteVerdict = { allowed: true } | { allowed: false; reason: string };

/** `allowedOrigins`: the app's own origins (APP_URL's and the request URL's). */
export function checkRequestOrigin(request: Request, allowedOrigins: readonly string[], carriesSessionCookie: boolean): CrossSiteVerdict {
  if (SAFE_METHODS.has(request.method)) return { allowed: true };

  const origin = request.headers.get("Origin");
  if (origin !== null) {
    return allowedOrigins.includes(origin) ? { allowed: true } : { allowed: false, reason: `origin ${origin} is not this app` };
  }
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite !== null) {
    return fetchSite === "same-origin" ? { allowed: true } : { allowed: false, reason: `Sec-Fetch-Site is ${fetchSite}` };
  }
  return carriesSessionCookie ? { allowed: false, reason: "a cookie-authenticated request without Origin" } : { allowed: true };
}
