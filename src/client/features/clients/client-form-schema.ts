// The client form's rules: the very fields of the server's create schema, so messages match the API's.
import type { z } from 'zod';
import { createClientInputSchema } from '#shared/schemas/client.ts';

export const clientFormSchema = createClientInputSchema.pick({
  firstName: true,
  lastName: true,
  phone: true,
  email: true,
  dateOfBirth: true,
  notes: true,
  marketingConsent: true,
});
export type ClientFormInput = z.input<typeof clientFormSchema>;
export type ClientFormOutput = z.output<typeof clientFormSchema>;
