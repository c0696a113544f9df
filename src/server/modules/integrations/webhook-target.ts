// Where a webhook integration may post: an https address on the public internet, never this machine or its
// private network (src/server/net/public-address.ts). Checked when the owner saves the
// address, on the name's addresses as DNS gives them then, and again when each event is sent (webhook-transport.ts
// connects to the address it checked, so a name re-pointed at 127.0.0.1 later cannot slip through).
// WEBHOOK_ALLOW_PRIVATE_TARGETS=true (tests only, refused in production) lifts the checks for a local receiver.
import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import { hostOf, isLocalHost, isPrivateAddress, type ResolveAll } from '#server/net/public-address.ts';
import { AppError } from '#shared/errors.ts';

export const UNSAFE_WEBHOOK_MESSAGE =
  'The webhook URL must be an https address on the internet, not a local or private one.';
export const UNKNOWN_HOST_MESSAGE = 'That webhook address could not be found. Check the URL.';

const resolveWithDns: ResolveAll = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/** The normalised URL, or a 400 saying why it may not be used. */
export async function checkWebhookUrl(
  raw: string,
  options: { allowPrivate: boolean; resolveAll?: ResolveAll },
): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('BAD_REQUEST', 'Enter a full webhook URL, starting with https://.');
  }
  const httpAllowed = options.allowPrivate && url.protocol === 'http:';
  if ((url.protocol !== 'https:' && !httpAllowed) || url.username || url.password) {
    throw new AppError('BAD_REQUEST', UNSAFE_WEBHOOK_MESSAGE);
  }
  if (options.allowPrivate) return url.toString();
  const host = hostOf(url);
  if (isLocalHost(host)) throw new AppError('BAD_REQUEST', UNSAFE_WEBHOOK_MESSAGE);
  if (isIP(host) === 0) {
    const addresses = await new Promise<string[]>((resolve, reject) =>
      (options.resolveAll ?? resolveWithDns)(host, { all: true }, (error, found) =>
        error ? reject(error) : resolve(found.map((a) => a.address)),
      ),
    ).catch(() => {
      throw new AppError('BAD_REQUEST', UNKNOWN_HOST_MESSAGE);
    });
    if (addresses.length === 0) throw new AppError('BAD_REQUEST', UNKNOWN_HOST_MESSAGE);
    if (addresses.some(isPrivateAddress)) throw new AppError('BAD_REQUEST', UNSAFE_WEBHOOK_MESSAGE);
  }
  return url.toString();
}
