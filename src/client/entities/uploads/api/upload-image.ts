// POST /api/upload/image: multipart with the file in `image` and an optional `type` → { url } of the stored copy.
import { useMutation } from '@tanstack/react-query';
import { pageLanguageHeader, throwIfResNotOk } from '#client/lib/api-client.ts';
import type { UploadResult } from '#shared/schemas/business.ts';

export type UploadKind = 'logo' | 'banner' | 'service' | 'avatar';

/**
 * Sends the file with the session cookie. No Content-Type header: the browser sets the multipart boundary.
 * A non-OK answer throws the same "{status}: {body}" error as apiRequest, so errorMessage() reads it.
 */
export async function uploadImage({
  file,
  type,
  signal,
}: {
  file: File;
  type?: UploadKind;
  signal?: AbortSignal;
}): Promise<UploadResult> {
  const body = new FormData();
  // `type` first, so the server knows the kind before the file streams in.
  if (type) body.append('type', type);
  body.append('image', file);
  const res = await fetch('/api/upload/image', {
    method: 'POST',
    credentials: 'include',
    headers: pageLanguageHeader(),
    body,
    signal,
  });
  await throwIfResNotOk(res);
  return (await res.json()) as UploadResult;
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
