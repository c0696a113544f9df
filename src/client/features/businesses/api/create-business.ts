// POST /api/businesses {name, description, businessType, phone, email, address}: the signed-in user's business.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { myBusinessQueryOptions } from '#client/entities/business/api/get-my-business.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { createBusinessFormSchema, OwnerBusiness } from '#shared/schemas/business.ts';

/** The web form's values after the shared schema has checked and trimmed them. */
export type CreateBusinessPayload = z.output<typeof createBusinessFormSchema>;

export const createBusiness = (payload: CreateBusinessPayload) =>
  apiRequest<OwnerBusiness>('POST', '/api/businesses', payload);

export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: (business) => {
      queryClient.setQueryData(myBusinessQueryOptions().queryKey, business);
      return queryClient.invalidateQueries({ queryKey: myBusinessQueryOptions().queryKey });
    },
  });
}
