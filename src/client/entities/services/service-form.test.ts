import { describe, expect, it } from 'vitest';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
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

  it('makes a service a class of 2 to 200 seats, with at most its size per booking', () => {
    const asClass = (classCapacity: string, classMaxSeats: string) =>
      serviceFormSchema.safeParse({
        ...serviceFormDefaults(service),
        isClass: true,
        classCapacity,
        classMaxSeats,
      });
    expect(serviceFormDefaults(service)).toMatchObject({
      isClass: false,
      classCapacity: '',
      classMaxSeats: '1',
    });
    const yoga = asClass('12', '4');
    expect(yoga.success && changedServiceFields(service, yoga.data)).toEqual({
      classCapacity: 12,
      classMaxSeats: 4,
    });
    const issues = (result: ReturnType<typeof asClass>) =>
      result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues(asClass('1', '1'))).toEqual([['classCapacity', CLASS_MESSAGES.capacity]]);
    expect(issues(asClass('201', '1'))).toEqual([['classCapacity', CLASS_MESSAGES.capacity]]);
    expect(issues(asClass('', '1'))).toEqual([['classCapacity', CLASS_MESSAGES.capacity]]);
    expect(issues(asClass('10', '11'))).toEqual([['classMaxSeats', CLASS_MESSAGES.maxSeats]]);
    expect(issues(asClass('10', '0'))).toEqual([['classMaxSeats', CLASS_MESSAGES.maxSeats]]);
  });

  it('switching a class off makes it one-to-one again; an unchanged class sends nothing', () => {
    const yoga: Service = { ...service, classCapacity: 12, classMaxSeats: 4 };
    expect(serviceFormDefaults(yoga)).toMatchObject({
      isClass: true,
      classCapacity: '12',
      classMaxSeats: '4',
    });
    const same = serviceFormSchema.parse(serviceFormDefaults(yoga));
    expect(changedServiceFields(yoga, same)).toEqual({});
    const off = serviceFormSchema.parse({ ...serviceFormDefaults(yoga), isClass: false, classCapacity: 'x' });
    expect(changedServiceFields(yoga, off)).toEqual({ classCapacity: null, classMaxSeats: null });
  });
});
