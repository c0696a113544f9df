import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './booking-contact.ts';

const messages = (values: { name?: string; phone: string; email?: string }, region: 'US' | 'GB' = 'US') => {
  const result = contactFormSchema(region).safeParse({ name: 'Dee Park', email: '', notes: '', ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe('contactFormSchema', () => {
  it('refuses before submitting what the server would refuse, in the spec’s words', () => {
    expect(messages({ name: ' ', phone: '' })).toEqual({
      name: 'Name is required',
      phone: 'Phone number is required',
    });
    expect(messages({ phone: '555' }).phone).toBe('Please enter a valid phone number');
    expect(messages({ phone: 'call me' }).phone).toBe('Please enter a valid phone number');
    expect(messages({ phone: '(202) 555-0202', email: 'not-an-email' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('reads a national number in the country of the business', () => {
    expect(messages({ phone: '(202) 555-0202' }, 'US')).toEqual({});
    expect(messages({ phone: '020 7946 0958' }, 'GB')).toEqual({});
    expect(messages({ phone: '020 7946 0958' }, 'US').phone).toBe('Please enter a valid phone number');
  });

  it('takes an empty email as none and trims what it keeps', () => {
    const result = contactFormSchema('US').parse({
      name: ' Dee Park ',
      phone: ' (202) 555-0202 ',
      email: ' dee@example.com ',
      notes: ' window seat ',
    });
    expect(result).toEqual({
      name: 'Dee Park',
      phone: '(202) 555-0202',
      email: 'dee@example.com',
      notes: 'window seat',
    });
  });
});
