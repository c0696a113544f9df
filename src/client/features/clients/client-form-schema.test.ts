import { describe, expect, it } from 'vitest';
import { clientFormSchema } from './client-form-schema.ts';

const phoneError = (phone: string, region?: 'US' | 'GB') => {
  const result = clientFormSchema(region).safeParse({ firstName: 'Dee', phone });
  return result.success ? undefined : result.error.issues.find((i) => i.path[0] === 'phone')?.message;
};

describe('clientFormSchema phone', () => {
  it('checks the number in the business’s region, as the server does', () => {
    expect(phoneError('(202) 555-0202', 'US')).toBeUndefined();
    expect(phoneError('020 7946 0958', 'GB')).toBeUndefined();
    expect(phoneError('020 7946 0958', 'US')).toBe('Please enter a valid phone number');
    expect(phoneError('555', 'US')).toBe('Please enter a valid phone number');
    expect(phoneError('', 'US')).toBe('Phone number is required');
  });
});
