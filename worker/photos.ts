// Profile photos in R2 (binding PHOTOS). The type is decided by the file's first bytes, never by
// its name or the Content-Type the client claims; keys are random, so a URL reveals nothing and
// cannot be guessed.
import { PHOTO_MAX_BYTES } from "../app/lib/photo-rules";
import { encodeHex } from "./auth/encoding";
const PHOTO_KEY_PREFIX = "photos/";
const PHOTO_ID = /^[0-9a-f]{32}$/;

export type PhotoType = "image/jpeg" | "image/png";

const SIGNATURES: { type: PhotoType; bytes: number[] }[] = [
  { type: "image/jpeg", bytes: [0xff, 0xd8, 0xff] },
  { type: "image/png", bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

export function detectPhotoType(bytes: Uint8Array): PhotoType | null {
  const match = SIGNATURES.find((signature) => signature.bytes.every((byte, i) => bytes[i] === byte));
  return match?.type ?? null;
}

export type PhotoCheck = { ok: true; bytes: Uint8Array; type: PhotoType } | { ok: false; problem: "type" | "size" };

export async function checkPhoto(file: File): Promise<PhotoCheck> {
  if (file.size >= PHOTO_MAX_BYTES) return { ok: false, problem: "size" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectPhotoType(bytes);
  return type ? { ok: true, bytes, type } : { ok: false, problem: "type" };
}

/** Stores the photo under a new random key and returns the key. */
export async function storePhoto(bucket: R2Bucket, photo: { bytes: Uint8Array; type: PhotoType }): Promise<string> {
  const key = PHOTO_KEY_PREFIX + encodeHex(crypto.getRandomValues(new Uint8Array(16)));
  await bucket.put(key, photo.bytes, { httpMetadata: { contentType: photo.type } });
  return key;
}

export async function deletePhoto(bucket: R2Bucket, key: string | null): Promise<void> {
  if (key) await bucket.delete(key);
}

/** The path the photo is served from (GET /api/photos/:id); relative, so it works on any host. */
export function photoUrl(key: string | null): string | null {
  return key ? `/api/photos/${key.slice(PHOTO_KEY_PREFIX.length)}` : null;
}

/** The R2 key for a photo id from a URL, or null when the id cannot be one of ours. */
export function photoKeyFromId(id: string): string | null {
  return PHOTO_ID.test(id) ? PHOTO_KEY_PREFIX + id : null;
}
