// Sign-in without a password for a business's clients (issue 14): a 6-digit code and a one-time link sent to the
// email address or phone number the business has for them, and the personal manage link of a booking's
// confirmation. Codes, links and their tries live in client_auth_codes, hashed; each is used once. A manage link is
// signed rather than stored: its row is written when it is used, which is what keeps it to one use.
import {
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { and, count, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { queryPrepared } from '#server/db/client.ts';
import { clientAuthCodes, clientSessions, clients } from '#server/db/schema/bookings.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import type { Env } from '#server/env.ts';
import { hashToken } from '#server/modules/auth/session.ts';
import { publicBusinessCondition } from '#server/modules/availability/business-context.ts';
import { queueSignInCode } from '#server/modules/outbox/sign-in-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { AppError } from '#shared/errors.ts';
import type { ClientAuthStartInput, ClientAuthVerifyInput } from '#shared/schemas/client-portal.ts';

export const CODE_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_PER_HOUR = 5;
/** How long after its appointment a booking's manage link still signs the client in. */
const MANAGE_LINK_DAYS_AFTER = 30;
const MINUTE = 60_000;

/** One answer for every failed code: wrong, expired, used, voided, or no such client. */
export const WRONG_CODE_MESSAGE = 'That code is not right or has expired. Check it, or ask for a new code.';
export const LINK_NOT_VALID_MESSAGE =
  'This sign-in link has expired or was already used. Ask for a new code to sign in.';

type Destination = { channel: 'email' | 'sms'; value: string };
type SignInBusiness = { id: string; slug: string; name: string; timezone: string };

/** The code's hash, salted with its row's id so that equal codes never hash alike. */
function hashCode(id: string, code: string) {
  return hashToken(`${id}:${code}`);
}

function sameHash(a: string, b: string) {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** A random token for a sign-in link and its stored hash. */
function newLinkToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** The origin links in messages point to: PUBLIC_URL when set, else the one the request came to. */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL'>, request: { protocol: string; host: string }) {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
}

/** The page that signs the client in with `token`: /client/{slug}?signin={token} on the public origin. */
export function signInUrl(origin: string, slug: string, token: string) {
  return `${origin}/client/${encodeURIComponent(slug)}?signin=${token}`;
}

/** A booking's manage links (the confirmation dialog's and the email's) sign the client in until this long after
 * its appointment. */
const MANAGE_LINK_INTERVAL_SQL = sql.raw(`interval '${MANAGE_LINK_DAYS_AFTER} days'`);

/** A used manage link's client_auth_codes row: its destination ('booking:{id}', which no email or phone can be)
 * keeps it apart from codes, and no code hashes to its code_hash. */
const MANAGE_LINK_ROW = { destinationPrefix: 'booking:', codeHash: 'manage-link', channel: 'email' } as const;

type ManageLinkPurpose = 'email' | 'page';
const PURPOSES: ManageLinkPurpose[] = ['email', 'page'];
const MANAGE_LINK_PREFIX = 'm1.';
const TAG_BYTES = 16;

/** The key that signs manage links, derived from the server key of secret-box.ts (loadSecretKey): every process
 * that shares that key reads the links of the others. */
export function manageLinkKey(serverKey: Buffer): KeyObject {
  // A KeyObject: HMAC with a raw buffer would import the key again on every call.
  return createSecretKey(Buffer.from(hkdfSync('sha256', serverKey, '', 'bookwell manage link', 32)));
}

/** HMAC-SHA256 of the booking id: its first half signs the email's link, its second the booking page's. */
function manageLinkMac(key: KeyObject, bookingBytes: Buffer) {
  return createHmac('sha256', key).update(bookingBytes).digest();
}

/** The tokens of a booking's two manage links (the confirmation email's and the booking page's): the booking id,
 * which link, and its half of the signature. Nothing is stored until one is used (redeemSignInLink), so making
 * them costs no write. */
export function manageLinkTokens(key: KeyObject, bookingId: string): Record<ManageLinkPurpose, string> {
  const booking = Buffer.from(bookingId.replaceAll('-', ''), 'hex');
  const mac = manageLinkMac(key, booking);
  const token = (index: number) => {
    const tag = mac.subarray(index * TAG_BYTES, (index + 1) * TAG_BYTES);
    return MANAGE_LINK_PREFIX + Buffer.concat([booking, Buffer.of(index), tag]).toString('base64url');
  };
  return { email: token(PURPOSES.indexOf('email')), page: token(PURPOSES.indexOf('page')) };
}

/** The booking a manage link's token names, or null when the token is not one signed with `key`. */
function manageLinkBooking(key: KeyObject, token: string): string | null {
  if (!token.startsWith(MANAGE_LINK_PREFIX)) return null;
  const raw = Buffer.from(token.slice(MANAGE_LINK_PREFIX.length), 'base64url');
  const index = raw[16];
  if (raw.length !== 17 + TAG_BYTES || index === undefined || index >= PURPOSES.length) return null;
  const booking = raw.subarray(0, 16);
  const expected = manageLinkMac(key, booking).subarray(index * TAG_BYTES, (index + 1) * TAG_BYTES);
  if (!timingSafeEqual(raw.subarray(17), expected)) return null;
  const hex = booking.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function findBusiness(db: Db, slug: string): Promise<SignInBusiness | undefined> {
  const [business] = await db
    .select({
      id: businesses.id,
      slug: businesses.slug,
      name: businesses.name,
      timezone: businesses.timezone,
    })
    .from(businesses)
    .where(publicBusinessCondition(slug))
    .limit(1);
  return business;
}

/** Where the code goes: the email in lower case, or the phone in E.164 as the clients module stores it. */
function destinationOf(input: ClientAuthStartInput, timeZone: string): Destination | null {
  if (input.email) return { channel: 'email', value: input.email.trim().toLowerCase() };
  const phone = input.phone ? normalizePhone(input.phone, phoneRegionForTimeZone(timeZone)) : null;
  return phone ? { channel: 'sms', value: phone } : null;
}

/**
 * Sends a code and link to the client of the business with that email or phone, if there is one and fewer than
 * MAX_CODES_PER_HOUR went to that destination in the last hour; otherwise does nothing. The caller answers the
 * same either way, before this runs (see client-auth.routes.ts).
 */
export async function sendSignInCode(options: {
  db: Db;
  input: ClientAuthStartInput;
  origin: string;
  log: FastifyBaseLogger;
  /** Development mode: the code is also written to the server log. */
  logCode: boolean;
  now?: Date;
}) {
  const { db, input, log } = options;
  const now = options.now ?? new Date();
  const business = await findBusiness(db, input.businessSlug);
  const destination = business ? destinationOf(input, business.timezone) : null;
  if (!business || !destination) return;
  const id = uuidv7();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const link = newLinkToken();
  const sent = await db.transaction(async (tx) => {
    // The client's row stays locked until the code is written: two requests at once cannot both pass the limit.
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(
          eq(clients.businessId, business.id),
          isNull(clients.erasedAt),
          destination.channel === 'email'
            ? eq(sql`lower(${clients.email})`, destination.value)
            : eq(clients.phoneNormalized, destination.value),
        ),
      )
      .orderBy(desc(clients.createdAt))
      .limit(1)
      .for('update');
    if (!client) return false;
    const [recent] = await tx
      .select({ n: count() })
      .from(clientAuthCodes)
      .where(
        and(
          eq(clientAuthCodes.businessId, business.id),
          eq(clientAuthCodes.destination, destination.value),
          gt(clientAuthCodes.createdAt, new Date(now.getTime() - 60 * MINUTE)),
        ),
      );
    if ((recent?.n ?? 0) >= MAX_CODES_PER_HOUR) {
      log.info({ event: 'client-sign-in.limited', businessId: business.id }, 'sign-in code not sent');
      return false;
    }
    await tx.insert(clientAuthCodes).values({
      id,
      businessId: business.id,
      clientId: client.id,
      destination: destination.value,
      channel: destination.channel,
      codeHash: hashCode(id, code),
      linkTokenHash: link.hash,
      expiresAt: new Date(now.getTime() + CODE_MINUTES * MINUTE),
    });
    await queueSignInCode(tx, {
      businessId: business.id,
      channel: destination.channel,
      recipient: destination.value,
      payload: { code, link: signInUrl(options.origin, business.slug, link.token), minutes: CODE_MINUTES },
    });
    return true;
  });
  if (!sent) return;
  outboxWritten(db);
  if (options.logCode) {
    log.info({ event: 'client-sign-in.code', business: business.slug, code }, `client sign-in code ${code}`);
  }
}

/** The client the code signs in, or 400 WRONG_CODE_MESSAGE. A wrong code counts as a try on every live code of
 * that destination; the fifth voids it. */
export async function verifySignInCode(options: { db: Db; input: ClientAuthVerifyInput; now?: Date }) {
  const { db, input } = options;
  const now = options.now ?? new Date();
  const wrong = () => new AppError('BAD_REQUEST', WRONG_CODE_MESSAGE);
  const business = await findBusiness(db, input.businessSlug);
  const destination = business ? destinationOf(input, business.timezone) : null;
  if (!business || !destination) throw wrong();
  const live = and(
    eq(clientAuthCodes.businessId, business.id),
    eq(clientAuthCodes.destination, destination.value),
    isNull(clientAuthCodes.usedAt),
    gt(clientAuthCodes.expiresAt, now),
    lt(clientAuthCodes.attempts, MAX_CODE_ATTEMPTS),
  );
  const candidates = await db
    .select({ id: clientAuthCodes.id, codeHash: clientAuthCodes.codeHash })
    .from(clientAuthCodes)
    .where(live);
  const match = candidates.find((row) => sameHash(row.codeHash, hashCode(row.id, input.code)));
  if (!match) {
    if (candidates.length > 0) {
      await db
        .update(clientAuthCodes)
        .set({ attempts: sql`${clientAuthCodes.attempts} + 1` })
        .where(
          and(
            inArray(
              clientAuthCodes.id,
              candidates.map((row) => row.id),
            ),
            live,
          ),
        );
    }
    throw wrong();
  }
  const clientId = await consumeRow(db, and(eq(clientAuthCodes.id, match.id), live)!, now);
  if (!clientId) throw wrong();
  return clientId;
}

/** The client a one-time link signs in (a code's link or a booking's manage link), or 400. */
export async function redeemSignInLink(options: { db: Db; token: string; linkKey: KeyObject; now?: Date }) {
  const { db, token } = options;
  const now = options.now ?? new Date();
  const bookingId = manageLinkBooking(options.linkKey, token);
  const clientId = bookingId
    ? await consumeManageLink(db, { bookingId, tokenHash: hashToken(token), now })
    : await consumeRow(
        db,
        and(
          eq(clientAuthCodes.linkTokenHash, hashToken(token)),
          isNull(clientAuthCodes.usedAt),
          gt(clientAuthCodes.expiresAt, now),
          lt(clientAuthCodes.attempts, MAX_CODE_ATTEMPTS),
        )!,
        now,
      );
  if (!clientId) throw new AppError('BAD_REQUEST', LINK_NOT_VALID_MESSAGE);
  return clientId;
}

/** Records the manage link used and returns the booking's client, or null when the booking is gone, its client
 * erased, the link expired (MANAGE_LINK_DAYS_AFTER after the appointment) or already used (its row exists). */
async function consumeManageLink(db: Db, options: { bookingId: string; tokenHash: string; now: Date }) {
  const { bookingId, tokenHash, now } = options;
  const [used] = await queryPrepared<{ clientId: string }>(
    db,
    sql`insert into client_auth_codes (id, business_id, client_id, destination, channel, code_hash, link_token_hash,
        expires_at, used_at)
      select ${uuidv7()}, b.business_id, b.client_id, ${MANAGE_LINK_ROW.destinationPrefix}::text || b.id::text,
        ${MANAGE_LINK_ROW.channel}, ${MANAGE_LINK_ROW.codeHash}, ${tokenHash},
        b.appointment_date + ${MANAGE_LINK_INTERVAL_SQL}, ${now.toISOString()}::timestamptz
      from bookings b join clients c on c.id = b.client_id and c.erased_at is null
      where b.id = ${bookingId} and b.appointment_date + ${MANAGE_LINK_INTERVAL_SQL} > ${now.toISOString()}::timestamptz
      on conflict (link_token_hash) do nothing
      returning client_id as "clientId"`,
  );
  return used?.clientId ?? null;
}

/** Marks the row `where` picks used, once (a concurrent use finds it used), if its client still exists. */
async function consumeRow(db: Db, where: SQL, now: Date) {
  const [used] = await db
    .update(clientAuthCodes)
    .set({ usedAt: now })
    .where(
      and(
        where,
        inArray(
          clientAuthCodes.clientId,
          db.select({ id: clients.id }).from(clients).where(isNull(clients.erasedAt)),
        ),
      ),
    )
    .returning({ clientId: clientAuthCodes.clientId });
  return used?.clientId ?? null;
}

/** Codes are kept a day (the hourly limit counts them) and links until they expire; client sessions until theirs. */
export async function deleteExpiredClientAuthRows(db: Db, now: Date) {
  await db
    .delete(clientAuthCodes)
    .where(
      and(
        lt(clientAuthCodes.expiresAt, now),
        lt(clientAuthCodes.createdAt, new Date(now.getTime() - 24 * 60 * MINUTE)),
      ),
    );
  await db.delete(clientSessions).where(lt(clientSessions.expiresAt, now));
}
