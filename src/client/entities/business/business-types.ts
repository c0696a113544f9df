// How business types read in forms. The create form offers the web list (part 1); settings also shows a stored
// mobile-flow type (part 2) so editing never silently changes it.
import { type BusinessType, WEB_BUSINESS_TYPES } from '#shared/schemas/business.ts';

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  barber: 'Barber Shop',
  salon: 'Hair Salon',
  spa: 'Spa & Wellness',
  fitness: 'Fitness Studio',
  medical: 'Medical & Healthcare',
  beauty: 'Beauty',
  consulting: 'Consulting',
  other: 'Other',
};

/** The web list, plus `current` when it is a type only the mobile flow offers. */
export function businessTypeOptions(current?: string): BusinessType[] {
  const options: BusinessType[] = [...WEB_BUSINESS_TYPES];
  if (current && current in BUSINESS_TYPE_LABELS && !options.includes(current as BusinessType)) {
    options.splice(options.length - 1, 0, current as BusinessType);
  }
  return options;
}
