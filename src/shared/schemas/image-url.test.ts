// Every field that stores an image URL takes only the upload route's own paths.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { updateBusinessInputSchema } from './business.ts';
import { saveCustomizationInputSchema } from './customization.ts';
import { IMAGE_URL_MESSAGE } from './image-url.ts';
import { createServiceInputSchema, updateServiceInputSchema } from './service.ts';
import { createTeamMemberInputSchema, updateTeamMemberInputSchema } from './team.ts';

const uploaded = `/uploads/${'0123456789abcdef'.repeat(2)}.png`;

const fields: [string, z.ZodType, Record<string, unknown>, string][] = [
  ['business logo', updateBusinessInputSchema, {}, 'logoUrl'],
  ['business banner', updateBusinessInputSchema, {}, 'bannerUrl'],
  ['new service', createServiceInputSchema, { name: 'Cut', price: '30' }, 'imageUrl'],
  ['service change', updateServiceInputSchema, {}, 'imageUrl'],
  ['new team member', createTeamMemberInputSchema, { name: 'Sam' }, 'photoUrl'],
  ['team member change', updateTeamMemberInputSchema, {}, 'photoUrl'],
  ['customisation logo', saveCustomizationInputSchema, {}, 'logoUrl'],
  ['customisation banner', saveCustomizationInputSchema, {}, 'bannerUrl'],
];

const refused = [
  '/uploads/../api/logout',
  '/uploads/%2e%2e/api/logout',
  '/uploads//api/logout',
  '/api/logout',
  `/uploads/${'0123456789abcdef'.repeat(2)}.png?x=/../api/logout`,
  `/uploads/${'0123456789abcdef'.repeat(2)}.svg`,
  `/uploads/${'0123456789ABCDEF'.repeat(2)}.png`,
  `//evil.example${uploaded}`,
  `https://cdn.example.com${uploaded}`,
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  42,
];

describe.each(fields)('%s', (_label, schema, base, field) => {
  it('takes an uploaded image path', () => {
    const parsed = schema.parse({ ...base, [field]: ` ${uploaded} ` }) as Record<string, unknown>;
    expect(parsed[field]).toBe(uploaded);
  });

  it.each(refused)('refuses %j with the message', (value) => {
    const result = schema.safeParse({ ...base, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([IMAGE_URL_MESSAGE]);
  });
});
