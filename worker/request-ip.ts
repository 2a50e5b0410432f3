// The client's IP, as a keyed hash: used for rate limits, stored instead of the address.

/** Cloudflare sets CF-Connecting-IP on every request; local dev has none. */
export function getClientIp(request: Request): string {
  return request.headers.get("CF-Connecting-IP") ?? "local";
}

/** HMAC-SHA256 of the address, hex: a stable rate-limit key that does not reveal it. */
export function hashIp(ip: string, secret: string): Promise<string> {
  return keyedHash(ip, secret);
}

/** HMAC-SHA256 of any identifying value (an address, an email), hex, keyed with IP_HASH_SECRET. */
export async function keyedHash(value: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const signature = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(value));
  return [...new Uint8Array(signature)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}
