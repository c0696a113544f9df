// Whether a business is open: its owner has not deleted the account. Deleting it marks the business closed at once
// (account/account-deletion.ts) and its rows stay until the purge; until then nothing reaches it without its
// owner's session: client sessions, manage links, calendar feeds and uploaded images refuse it.
import { eq, type SQL } from 'drizzle-orm';
import { businesses } from '#server/db/schema/businesses.ts';

/** The condition on `businesses` that the business is open (not closed by its owner's account deletion). */
export function businessIsOpen(): SQL {
  return eq(businesses.isActive, true);
}
