// Password hashing: PBKDF2-HMAC-SHA256 through Web Crypto, salted, in a versioned string so the
// parameters can change and old hashes upgrade at the next sign-in (docs/decisions/015).
// Never logs, returns or stores a password; comparisons of secrets are constant-time.
import { constantTimeEqual, decodeBase64, encodeBase64 } from "./encoding";

/** Deployed Workers refuse PBKDF2 above 100,000 iterations per call; we use the maximum. */
export const PASSWORD_HASH_PARAMETERS = { algorithm: "pbkdf2-sha256", iterations: 100_000, saltBytes: 16, hashBytes: 32 } as const;

type ParsedHash = { algorithm: string; iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array<ArrayBuffer> };

async function pbkdf2Sha256(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number, hashBytes: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(password.normalize("NFC")), "PBKDF2", false, [
    "deriveBits",
  ]);
  const bits = await crypto.subtle.deriveBits({ name: "PBKDF2", hash: "SHA-256", salt, iterations }, key, hashBytes * 8);
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`. */
export async function hashPassword(password: string): Promise<string> {
  const { algorithm, iterations, saltBytes, hashBytes } = PASSWORD_HASH_PARAMETERS;
  const salt = crypto.getRandomValues(new Uint8Array(saltBytes));
  const hash = await pbkdf2Sha256(password, salt, iterations, hashBytes);
  return [algorithm, String(iterations), encodeBase64(salt), encodeBase64(hash)].join("$");
}

function parsePasswordHash(stored: string): ParsedHash | null {
  const [algorithm, iterations, salt, hash, ...rest] = stored.split("$");
  if (rest.length > 0 || algorithm !== "pbkdf2-sha256" || !iterations || !salt || !hash) return null;
  const count = Number(iterations);
  if (!Number.isInteger(count) || count < 1 || count > PASSWORD_HASH_PARAMETERS.iterations) return null;
  try {
    return { algorithm, iterations: count, salt: decodeBase64(salt), hash: decodeBase64(hash) };
  } catch {
    return null;
  }
}

/** True when `password` matches `stored`; false for a wrong password or an unreadable hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const candidate = await pbkdf2Sha256(password, parsed.salt, parsed.iterations, parsed.hash.length);
  return constantTimeEqual(candidate, parsed.hash);
}

/** True when `stored` was made with other parameters than today's: re-hash after a good sign-in. */
export function passwordHashNeedsUpgrade(stored: string): boolean {
  const parsed = parsePasswordHash(stored);
  return (
    !parsed ||
    parsed.algorithm !== PASSWORD_HASH_PARAMETERS.algorithm ||
    parsed.iterations !== PASSWORD_HASH_PARAMETERS.iterations ||
    parsed.salt.length !== PASSWORD_HASH_PARAMETERS.saltBytes ||
    parsed.hash.length !== PASSWORD_HASH_PARAMETERS.hashBytes
  );
}

// A hash of a password no one knows. Sign-in verifies against it when the email has no account
// (or no password), so the answer takes as long as for a real account and timing does not tell
// whether an email is registered.
let decoyHash: Promise<string> | undefined;

export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword(encodeBase64(crypto.getRandomValues(new Uint8Array(16))));
  await verifyPassword(password, await decoyHash);
  return false;
}
