// The profile photo rules of spec §5, for the pickers (checked before upload) and the server
// (which checks the bytes again). The messages are the spec's, word for word.

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const PHOTO_ACCEPT = "image/jpeg,image/png";

// The spec's texts: the sign-up screen says "files", the profile screen "images".
export const PHOTO_MESSAGES = {
  signup: { type: "Only JPEG or PNG files are allowed.", size: "File size must be less than 2MB." },
  profile: { type: "Only JPEG or PNG images are allowed.", size: "File size must be less than 2MB." },
} as const;

export type PhotoScreen = keyof typeof PHOTO_MESSAGES;

/** The message for a chosen file that may not be uploaded, or null when it may. */
export function photoFileProblem(file: Pick<File, "type" | "size">, screen: PhotoScreen): string | null {
  if (file.type !== "image/jpeg" && file.type !== "image/png") return PHOTO_MESSAGES[screen].type;
  if (file.size >= PHOTO_MAX_BYTES) return PHOTO_MESSAGES[screen].size;
  return null;
}
