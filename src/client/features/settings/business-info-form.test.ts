import { describe, expect, it } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import type { OwnerBusiness } from '#shared/schemas/business.ts';
import {
  businessInfoDefaults,
  businessInfoFormSchema,
  changedBusinessFields,
  isSlugRefusal,
} from './business-info-form.ts';

const business: OwnerBusiness = {
  id: 'b1',
  userId: 'u1',
  name: 'Sharp Cuts',
  slug: 'sharp-cuts',
  businessType: 'barber',
  description: null,
  phone: '5550102000',
  email: 'hi@sharpcuts.com',
  address: '12 Main Street',
  timezone: 'America/New_York',
  currency: 'USD',
  language: 'en',
  logoUrl: null,
  bannerUrl: null,
  isActive: true,
  status: 'active',
  subscriptionTier: 'starter',
  monthlyRevenue: '0.00',
  totalBookings: 0,
  commissionGenerated: '0.00',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('business info form', () => {
  it('sends only what changed, with blanks as null', () => {
    const values = businessInfoFormSchema.parse({
      ...businessInfoDefaults(business),
      slug: 'Sharp-Cuts-NYC',
      phone: '',
      currency: 'eur',
      language: 'fr',
    });
    expect(changedBusinessFields(business, values)).toEqual({
      slug: 'sharp-cuts-nyc',
      phone: null,
      currency: 'EUR',
      language: 'fr',
    });
  });

  it("uses the shared schema's messages", () => {
    const result = businessInfoFormSchema.safeParse({
      ...businessInfoDefaults(business),
      name: 'A',
      slug: 'no spaces',
      timezone: 'Mars/Base',
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining([
        'Business name must be at least 2 characters',
        'Booking links use 2 to 60 lower-case letters, numbers and single hyphens',
        'Please choose a valid time zone',
      ]),
    );
  });
});

describe('isSlugRefusal', () => {
  const refused = (status: number, message: string) => new ApiError(status, '', JSON.stringify({ message }));

  it('takes a taken link by its status, in whatever language the server said it (docs/decisions/046)', () => {
    expect(isSlugRefusal(refused(409, 'Dieser Buchungslink ist bereits vergeben'))).toBe(true);
    expect(isSlugRefusal(refused(400, 'Name is required'))).toBe(false);
  });
});
