import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldLabel } from './zod-messages.ts';

const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('zod messages a person understands', () => {
  it('names the missing field', () => {
    expect(firstMessage(z.object({ firstName: z.string() }), {})).toBe('First name is required');
    expect(firstMessage(z.object({ clientData: z.object({ phone: z.string() }) }), { clientData: {} })).toBe(
      'Phone is required',
    );
  });

  it('says what type a field takes', () => {
    expect(firstMessage(z.object({ price: z.number() }), { price: 'ten' })).toBe('Price must be a number');
    expect(firstMessage(z.object({ isActive: z.boolean() }), { isActive: 'yes' })).toBe(
      'Is active must be true or false',
    );
    expect(firstMessage(z.object({ tags: z.array(z.string()) }), { tags: 'a' })).toBe('Tags must be a list');
  });

  it('gives sizes and choices in words', () => {
    expect(firstMessage(z.object({ name: z.string().min(1) }), { name: '' })).toBe('Name is required');
    expect(firstMessage(z.object({ name: z.string().max(3) }), { name: 'long' })).toBe(
      'Name must have at most 3 characters',
    );
    expect(firstMessage(z.object({ dayOfWeek: z.number().max(6) }), { dayOfWeek: 7 })).toBe(
      'Day of week must be at most 6',
    );
    expect(firstMessage(z.object({ status: z.enum(['open', 'closed']) }), { status: 'x' })).toBe(
      "Status must be one of 'open', 'closed'",
    );
    expect(firstMessage(z.object({ a: z.string() }).strict(), { a: 'x', password: 'y' })).toBe(
      'This field is not accepted here: password',
    );
    expect(firstMessage(z.object({ email: z.email() }), { email: 'nope' })).toBe(
      'Please enter a valid email',
    );
  });

  it("keeps a schema's own message", () => {
    expect(firstMessage(z.object({ name: z.string('Service name is required') }), {})).toBe(
      'Service name is required',
    );
  });

  it('labels paths by their last named segment', () => {
    expect(fieldLabel(['hours', 0, 'openTime'])).toBe('Open time');
    expect(fieldLabel(['tags', 2])).toBe('Tags');
    expect(fieldLabel(['teamMemberId'])).toBe('Team member ID');
    expect(fieldLabel([])).toBe('The request');
  });
});
