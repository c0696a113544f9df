// Calendar feeds: the secret addresses calendars subscribe to (paths; the page adds its own origin).
import { z } from 'zod';

const feedPathSchema = z.string().nullable();

export const calendarFeedsSchema = z.object({
  business: z.object({ path: feedPathSchema }),
  members: z.array(z.object({ id: z.string(), name: z.string(), path: feedPathSchema })),
});
export type CalendarFeeds = z.infer<typeof calendarFeedsSchema>;

/** A new address for the business's feed (memberId null) or a team member's. */
export const renewFeedInputSchema = z.object({
  memberId: z.uuid({ error: 'Choose a team member, or none for the whole business.' }).nullable(),
});
export type RenewFeedInput = z.infer<typeof renewFeedInputSchema>;
