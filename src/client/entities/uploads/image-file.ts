// Client-side checks an image passes before it is sent (the server repeats them on the bytes themselves).

/** The upload limit of spec part 1 §9, the same as the server's. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** What the server stores (it re-encodes by the file's bytes; this list only spares a pointless round trip). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export type ImageFileProblem = 'too-large' | 'not-an-image';

export function imageFileProblem(file: Pick<File, 'size' | 'type'>): ImageFileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'not-an-image';
  if (file.size > MAX_IMAGE_BYTES) return 'too-large';
  return null;
}
