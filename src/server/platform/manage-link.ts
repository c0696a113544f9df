// A booking's manage link (the confirmation's 'See, move or cancel your booking'): a signed token naming one
// booking, nothing stored. It manages that booking only — see it, move it, cancel it, add it to a calendar — and
// never signs anyone in: an online booking proves nothing about who typed it (anyone may type a known phone).
import { createHmac, createSecretKey, hkdfSync, type KeyObject, timingSafeEqual } from 'node:crypto';
import type { Env } from '#server/env.ts';

const PREFIX = 'm1.';
const TAG_BYTES = 16;
/** The byte between the booking and the tag: 0 in every link (links sent before 2026-11-27 carry it too). */
const VERSION = 0;

/** The key that signs manage links, derived from the server key of secret-box.ts (loadSecretKey): every process
 * that shares that key reads the links of the others. */
export function manageLinkKey(serverKey: Buffer): KeyObject {
  // A KeyObject: HMAC with a raw buffer would import the key again on every call.
  return createSecretKey(Buffer.from(hkdfSync('sha256', serverKey, '', 'bookwell manage link', 32)));
}

function tagOf(key: KeyObject, booking: Buffer) {
  return createHmac('sha256', key).update(booking).digest().subarray(0, TAG_BYTES);
}

/** The token of a booking's manage link: the booking id and its signature. */
export function manageToken(key: KeyObject, bookingId: string): string {
  const booking = Buffer.from(bookingId.replaceAll('-', ''), 'hex');
  return PREFIX + Buffer.concat([booking, Buffer.of(VERSION), tagOf(key, booking)]).toString('base64url');
}

/** The booking a token names, or null when it is not one signed with `key`. */
export function manageTokenBooking(key: KeyObject, token: string): string | null {
  if (!token.startsWith(PREFIX)) return null;
  const raw = Buffer.from(token.slice(PREFIX.length), 'base64url');
  if (raw.length !== 17 + TAG_BYTES || raw[16] !== VERSION) return null;
  const booking = raw.subarray(0, 16);
  if (!timingSafeEqual(raw.subarray(17), tagOf(key, booking))) return null;
  const hex = booking.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key that signs a waitlist entry's link (see or leave the waitlist, take a time offered): derived from the
 * manage links' key, so that a booking's manage token never opens a waitlist entry, nor the reverse. The tokens
 * have the manage tokens' layout (manageToken, manageTokenBooking), naming the entry. */
export function waitlistLinkKey(manageKey: KeyObject): KeyObject {
  return createSecretKey(createHmac('sha256', manageKey).update('bookwell waitlist link').digest());
}

/** A waitlist entry's own page: /client/{slug}/waitlist/{token} on the public origin. */
export function waitlistUrl(origin: string, slug: string, token: string) {
  return `${origin}/client/${encodeURIComponent(slug)}/waitlist/${token}`;
}

/** The manage page of a booking: /client/{slug}/manage/{token} on the public origin. */
export function manageUrl(origin: string, slug: string, token: string) {
  return `${origin}/client/${encodeURIComponent(slug)}/manage/${token}`;
}

/** The origin links in messages point to: PUBLIC_URL when set, else the one the request came to. */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL'>, request: { protocol: string; host: string }) {
  return env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `${request.protocol}://${request.host}`;
}
