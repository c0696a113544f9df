// How the website builder shows a project's price, status and business type, in the app's language.

import type { WebsiteMessageId } from '#client/lib/app-i18n/website-i18n.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import { decimalToCents } from '#shared/domain/money.ts';
import {
  type WebsiteBusinessType,
  type WebsiteProjectStatus,
  type WebsiteTemplate,
  websiteStatusLabel,
} from '#shared/schemas/website.ts';

/** '1999.00' → '$1,999' ('1.999 $' in German); cents are shown only when there are some. */
export function formatProjectPrice(pricing: string, intl = 'en-US'): string {
  const cents = decimalToCents(pricing);
  return new Intl.NumberFormat(intl, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

const BUSINESS_TYPES: Record<WebsiteBusinessType, WebsiteMessageId> = {
  'Food & Beverage': 'type.food',
  'E-commerce': 'type.ecommerce',
  'Professional Services': 'type.professional',
  Creative: 'type.creative',
  'Real Estate': 'type.realEstate',
  Healthcare: 'type.healthcare',
  Other: 'type.other',
};

/** A business type (one of WEBSITE_BUSINESS_TYPES, kept in English) in the language; any other as it is. */
export function businessTypeLabel(type: string, t: Translator<WebsiteMessageId>): string {
  const id = BUSINESS_TYPES[type as WebsiteBusinessType];
  return id ? t(id) : type;
}

/** A template's name, description and features in the language: a shipped one (its `key`) from the catalog, any
 * other as stored. */
export function templateWords(
  template: WebsiteTemplate,
  t: Translator<WebsiteMessageId>,
): Pick<WebsiteTemplate, 'name' | 'description' | 'features'> {
  const { key } = template;
  if (!key) return template;
  return {
    name: t(`templates.shipped.${key}.name`),
    description: t(`templates.shipped.${key}.description`),
    features: ([1, 2, 3, 4] as const).map((n) => t(`templates.shipped.${key}.feature${n}`)),
  };
}

const STATUSES: Record<WebsiteProjectStatus, WebsiteMessageId> = {
  pending: 'status.pending',
  in_progress: 'status.in_progress',
  completed: 'status.completed',
  failed: 'status.failed',
};

/** A project's status chip ('in progress'); a status the app does not know, its underscore a space. */
export function projectStatusLabel(status: string, t: Translator<WebsiteMessageId>): string {
  const id = STATUSES[status as WebsiteProjectStatus];
  return id ? t(id) : websiteStatusLabel(status);
}

const STATUS_TONES: Record<string, string> = {
  pending: 'border-transparent bg-amber-100 text-amber-900',
  in_progress: 'border-transparent bg-blue-100 text-blue-900',
  completed: 'border-transparent bg-emerald-100 text-emerald-900',
  failed: 'border-transparent bg-red-100 text-red-900',
};
const NEUTRAL_TONE = 'border-transparent bg-slate-100 text-slate-800';

/** The chip colours of a status; any status not listed is neutral (spec part 2 §4). */
export function statusTone(status: string): string {
  return STATUS_TONES[status] ?? NEUTRAL_TONE;
}
