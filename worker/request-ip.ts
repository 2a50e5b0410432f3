// The client's IP, as a keyed hash: used for rate limits, stored instead of the address.

/** Cloudflare sets CF-Connecting-IP on every request; local dev has none. */
export function getClientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

export async function hashIp(ip: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(ip));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
