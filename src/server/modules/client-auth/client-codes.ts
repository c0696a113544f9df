// Sign-in without a password for a business's clients (issue 14): a 6-digit code and a one-time link sent to the
// email address or phone number the business has for them — the only proof that opens a client's dashboard (a
// booking's manage link opens that booking alone: platform/manage-link.ts). Codes, links and their tries live
// in client_auth_codes, hashed; each is used once. Neither is ever written to the log.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { clientAuthCodes, clientSessions, clients } from '#server/db/schema/bookings.ts';
import { businesses } from '#server/db/schema/businesses.ts';
import { uuidv7 } from '#server/db/uuid.ts';
import { queueSignInCode } from '#server/modules/outbox/sign-in-messages.ts';
import { outboxWritten } from '#server/modules/outbox/wake.ts';
import { publicBusinessCondition } from '#server/platform/business-context.ts';
import { hashToken } from '#server/platform/session.ts';
import { normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { AppError } from '#shared/errors.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import type { ClientAuthStartInput, ClientAuthVerifyInput } from '#shared/schemas/client-portal.ts';

export const CODE_MINUTES = 15;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_PER_HOUR = 5;
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

/** The page that signs the client in with `token`: /client/{slug}?signin={token} on the public origin. */
export function signInUrl(origin: string, slug: string, token: string) {
  return `${origin}/client/${encodeURIComponent(slug)}?signin=${token}`;
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
  /** The language the request asks for: the code speaks it, else the client's own, else the business's. */
  language?: Locale;
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
      .select({ id: clients.id, language: clients.language })
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
      // The first client with that address: a later one may come from a booking anyone typed it on.
      .orderBy(asc(clients.createdAt))
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
      payload: {
        code,
        link: signInUrl(options.origin, business.slug, link.token),
        minutes: CODE_MINUTES,
        language: options.language ?? client.language,
      },
    });
    return true;
  });
  if (sent) outboxWritten(db);
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

/** The client a sign-in code's one-time link signs in, or 400. */
export async function redeemSignInLink(options: { db: Db; token: string; now?: Date }) {
  const now = options.now ?? new Date();
  const clientId = await consumeRow(
    options.db,
    and(
      eq(clientAuthCodes.linkTokenHash, hashToken(options.token)),
      isNull(clientAuthCodes.usedAt),
      gt(clientAuthCodes.expiresAt, now),
      lt(clientAuthCodes.attempts, MAX_CODE_ATTEMPTS),
    )!,
    now,
  );
  if (!clientId) throw new AppError('BAD_REQUEST', LINK_NOT_VALID_MESSAGE);
  return clientId;
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

/** A client who signed in asking for a language (their browser's, or the one they chose on the public pages):
 * their messages speak it from now on. */
export async function recordClientLanguage(db: Db, clientId: string, language: Locale | undefined) {
  if (language) await db.update(clients).set({ language }).where(eq(clients.id, clientId));
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
