// Where a webhook integration may post: an https address on the public internet, never this machine or its
// private network (src/server/net/public-url.ts). Checked when the owner saves the address and again when each
// event is sent (webhook-transport.ts). WEBHOOK_ALLOW_PRIVATE_TARGETS=true (tests only, refused in production)
// lifts the checks for a local receiver.
import type { ResolveAll } from '#server/net/public-address.ts';
import { checkPublicUrl } from '#server/net/public-url.ts';

export const UNSAFE_WEBHOOK_MESSAGE =
  'The webhook URL must be an https address on the internet, not a local or private one.';
export const UNKNOWN_HOST_MESSAGE = 'That webhook address could not be found. Check the URL.';

/** The normalised URL, or a 400 saying why it may not be used. */
export function checkWebhookUrl(
  raw: string,
  options: { allowPrivate: boolean; resolveAll?: ResolveAll },
): Promise<string> {
  return checkPublicUrl(raw, {
    ...options,
    messages: {
      malformed: 'Enter a full webhook URL, starting with https://.',
      unsafe: UNSAFE_WEBHOOK_MESSAGE,
      unknownHost: UNKNOWN_HOST_MESSAGE,
    },
  });
}
