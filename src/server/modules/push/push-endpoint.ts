// Push endpoints are addresses a browser hands us and the server then posts to: an https push service on the
// public internet (src/server/net/public-address.ts). Checked when a subscription is saved and again, on the
// resolved address, when a message is sent (push-transport.ts).
import { hostOf, isLocalHost } from '#server/net/public-address.ts';
import { AppError } from '#shared/errors.ts';

export const UNSAFE_ENDPOINT_MESSAGE =
  'endpoint must be an https address of a push service on the internet, not a local or private one';

/** 400 unless the endpoint is https on a public host (a stand-in push service in tests: `allowLocal`). */
export function assertSafePushEndpoint(endpoint: string, allowLocal: boolean): void {
  if (allowLocal) return;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || isLocalHost(hostOf(url)) || url.username || url.password) {
    throw new AppError('BAD_REQUEST', UNSAFE_ENDPOINT_MESSAGE);
  }
}
