import { describe, expect, it } from 'vitest';
import type { Service } from '#shared/schemas/service.ts';
import {
  changedServiceFields,
  durationFromText,
  serviceFormDefaults,
  serviceFormSchema,
} from './service-form.ts';

const service: Service = {
  id: 's1',
  name: 'Classic Haircut',
  description: null,
  price: '35.00',
  duration: 45,
  imageUrl: null,
  depositAmount: null,
  classCapacity: null,
  classMaxSeats: null,
  depositType: 'none',
  depositValue: null,
  isActive: true,
  displayOrder: 0,
  resourceIds: ['room', 'chair'],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('service form', () => {
  it('turns a non-numeric duration into 0 (spec part 1 §5)', () => {
    expect(durationFromText('45')).toBe(45);
    expect(durationFromText('abc')).toBe(0);
    expect(durationFromText('')).toBe(0);
  });

  it('defaults to 60 minutes and sends the price as a 2-decimal string', () => {
    const defaults = serviceFormDefaults();
    expect(defaults.duration).toBe('60');
    const parsed = serviceFormSchema.parse({ ...defaults, name: 'Trim', price: '45' });
    expect(parsed).toMatchObject({ name: 'Trim', price: '45.00', duration: 60, description: null });
  });

  it("refuses what the server refuses, with the server's messages", () => {
    const result = serviceFormSchema.safeParse({
      ...serviceFormDefaults(),
      name: '',
      price: '1.234',
      duration: 'x',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['name', 'Service name is required'],
        ['price', 'Price can have at most 2 decimal places'],
        ['duration', 'Duration must be between 5 and 720 minutes'],
      ]),
    );
  });

  it('sends only the changed fields on edit', () => {
    const values = serviceFormSchema.parse({ ...serviceFormDefaults(service), price: '40.5' });
    expect(changedServiceFields(service, values)).toEqual({ price: '40.50' });
  });

  it('sends the resources needed only when the set changed, whatever their order', () => {
    const reordered = serviceFormSchema.parse({
      ...serviceFormDefaults(service),
      resourceIds: ['chair', 'room'],
    });
    expect(changedServiceFields(service, reordered)).toEqual({});
    const fewer = serviceFormSchema.parse({ ...serviceFormDefaults(service), resourceIds: ['chair'] });
    expect(changedServiceFields(service, fewer)).toEqual({ resourceIds: ['chair'] });
  });
});
