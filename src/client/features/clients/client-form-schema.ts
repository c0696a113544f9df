// The client form's rules: the very fields of the server's create schema, so messages match the API's, with the
// phone read in the business's region as the server reads it.
import { useMemo } from 'react';
import { z } from 'zod';
import { useMyBusiness } from '#client/entities/business/api/get-my-business.ts';
import { type PhoneRegion, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import { DEFAULT_TIME_ZONE } from '#shared/schemas/business.ts';
import { createClientInputSchema } from '#shared/schemas/client.ts';
import { phoneSchema } from '#shared/schemas/phone.ts';
import { parseTags } from './clients-format.ts';

export function clientFormSchema(region?: PhoneRegion) {
  return createClientInputSchema
    .pick({
      firstName: true,
      lastName: true,
      email: true,
      dateOfBirth: true,
      notes: true,
      marketingConsent: true,
    })
    .extend({ phone: phoneSchema(region) });
}
export type ClientFormInput = z.input<ReturnType<typeof clientFormSchema>>;
export type ClientFormOutput = z.output<ReturnType<typeof clientFormSchema>>;

/** The form schema for the signed-in owner's business (its time zone names the phone region). */
export function useClientFormSchema() {
  const timeZone = useMyBusiness().data?.timezone ?? DEFAULT_TIME_ZONE;
  return useMemo(() => clientFormSchema(phoneRegionForTimeZone(timeZone)), [timeZone]);
}

/** The notes form: the create schema's notes, tags and consent, with the tags typed as one comma-separated line
 * (a refused tag is reported on that line). */
export const clientNotesFormSchema = createClientInputSchema
  .pick({ notes: true, marketingConsent: true })
  .extend({
    tags: z.string().transform((line, ctx) => {
      const tags = createClientInputSchema.shape.tags.safeParse(parseTags(line));
      if (tags.success) return tags.data;
      for (const issue of tags.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }),
  });
export type ClientNotesFormInput = z.input<typeof clientNotesFormSchema>;
export type ClientNotesFormOutput = z.output<typeof clientNotesFormSchema>;
