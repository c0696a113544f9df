// The mobile flow's business calls: GET /api/businesses/me (shared cache entry with the rest of the app) and
// POST /api/businesses with the mobile payload {name, type, description, address, phone, email}.
import { useQuery } from '@tanstack/react-query';
import { myBusinessQueryOptions } from '#client/entities/business/api/get-my-business.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import type { MOBILE_BUSINESS_TYPES, MobileBusinessInput, OwnerBusiness } from '#shared/schemas/business.ts';

export type MobileBusinessType = (typeof MOBILE_BUSINESS_TYPES)[number];

/** The owner's business, or null when they have none yet (404). */
export function useOwnerBusiness(options: { enabled?: boolean } = {}) {
  // The shared query reads the full owner business; its declared type lists only what the shell needs.
  return useQuery({
    ...myBusinessQueryOptions(),
    enabled: options.enabled ?? true,
    select: (business) => business as OwnerBusiness | null,
  });
}

export function createMobileBusiness(input: MobileBusinessInput): Promise<OwnerBusiness> {
  return apiRequest<OwnerBusiness>('POST', '/api/businesses', input);
}
