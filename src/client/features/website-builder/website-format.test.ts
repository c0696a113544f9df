import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { WebsiteMessageId } from '#client/lib/app-i18n/website-i18n.ts';
import type { Translator } from '#client/lib/i18n/locale-context.tsx';
import { WEBSITE_TEMPLATES } from '#shared/domain/website-templates.ts';
import { websiteStatusLabel } from '#shared/schemas/website.ts';
import { readCatalog } from '../../../../scripts/message-catalogs.ts';
import {
  businessTypeLabel,
  formatProjectPrice,
  projectStatusLabel,
  statusTone,
  templateWords,
} from './website-format.ts';

const english = await readCatalog(join(import.meta.dirname, '../../lib/app-i18n/locales/website/en.ts'));

describe('website builder formatting', () => {
  it('shows the fixed price as $1,999 and keeps cents when there are some', () => {
    expect(formatProjectPrice('1999.00')).toBe('$1,999');
    expect(formatProjectPrice('1999.50')).toBe('$1,999.50');
  });

  it('shows the price the way of the app’s language', () => {
    expect(formatProjectPrice('1999.00', 'de')).toBe('1.999\u00a0$');
    expect(formatProjectPrice('1999.50', 'de')).toBe('1.999,50\u00a0$');
    expect(formatProjectPrice('1999.00', 'fr')).toBe('1\u202f999\u00a0$US');
  });

  it('replaces the underscore of a status with a space', () => {
    expect(websiteStatusLabel('in_progress')).toBe('in progress');
    expect(websiteStatusLabel('pending')).toBe('pending');
  });

  it('names a known status and business type through the catalog, any other as it is', () => {
    const t = ((id: string) => `«${id}»`) as Translator<WebsiteMessageId>;
    expect(projectStatusLabel('in_progress', t)).toBe('«status.in_progress»');
    expect(projectStatusLabel('on_hold', t)).toBe('on hold');
    expect(businessTypeLabel('Food & Beverage', t)).toBe('«type.food»');
    expect(businessTypeLabel('Bakery', t)).toBe('Bakery');
  });

  it('shows a shipped template in English exactly as the server stores it, any other template as stored', () => {
    const t = ((id: WebsiteMessageId) => english[id]) as Translator<WebsiteMessageId>;
    for (const { key, name, description, features, id, category } of WEBSITE_TEMPLATES) {
      const stored = { id, key, name, category, description, features, previewUrl: null };
      expect(templateWords(stored, t)).toEqual({ name, description, features });
    }
    const other = {
      id: 'x',
      key: null,
      name: 'Glow',
      category: 'Creative',
      description: null,
      features: ['Gallery'],
    };
    expect(templateWords({ ...other, previewUrl: null }, t)).toMatchObject({
      name: 'Glow',
      features: ['Gallery'],
    });
  });

  it('gives each known status its colour and any other a neutral one', () => {
    expect(statusTone('completed')).toContain('emerald');
    expect(statusTone('failed')).toContain('red');
    expect(statusTone('archived')).toContain('slate');
  });
});
