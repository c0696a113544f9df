// Checks an address an owner saves for the server to call later (a webhook, a calendar's iCal address): https, no
// user name or password in it, and a name whose addresses, as DNS gives them now, are all public. The request
// itself checks again after its own lookup (guarded-request.ts), so a name re-pointed later cannot slip through.
import { lookup as dnsLookup } from 'node:dns';
import { isIP } from 'node:net';
import { AppError } from '#shared/errors.ts';
import { hostOf, isLocalHost, isPrivateAddress, type ResolveAll } from './public-address.ts';

/** The 400 messages, in the words of the form that saves the address. */
export type PublicUrlMessages = { malformed: string; unsafe: string; unknownHost: string };

const resolveWithDns: ResolveAll = (hostname, options, callback) => dnsLookup(hostname, options, callback);

/** The normalised URL, or a 400 saying why it may not be used. `allowPrivate` lifts every check but the form. */
export async function checkPublicUrl(
  raw: string,
  options: { allowPrivate: boolean; resolveAll?: ResolveAll; messages: PublicUrlMessages },
): Promise<string> {
  const { messages } = options;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError('BAD_REQUEST', messages.malformed);
  }
  const httpAllowed = options.allowPrivate && url.protocol === 'http:';
  if ((url.protocol !== 'https:' && !httpAllowed) || url.username || url.password) {
    throw new AppError('BAD_REQUEST', messages.unsafe);
  }
  if (options.allowPrivate) return url.toString();
  const host = hostOf(url);
  if (isLocalHost(host)) throw new AppError('BAD_REQUEST', messages.unsafe);
  if (isIP(host) === 0) {
    const addresses = await new Promise<string[]>((resolve, reject) =>
      (options.resolveAll ?? resolveWithDns)(host, { all: true }, (error, found) =>
        error ? reject(error) : resolve(found.map((a) => a.address)),
      ),
    ).catch(() => {
      throw new AppError('BAD_REQUEST', messages.unknownHost);
    });
    if (addresses.length === 0) throw new AppError('BAD_REQUEST', messages.unknownHost);
    if (addresses.some(isPrivateAddress)) throw new AppError('BAD_REQUEST', messages.unsafe);
  }
  return url.toString();
}
