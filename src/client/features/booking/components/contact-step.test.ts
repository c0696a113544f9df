import { describe, expect, it } from 'vitest';
import { validateContact } from './contact-step.tsx';

const contact = (phone: string) => ({ name: 'Dee Park', phone, email: '', notes: '' });

describe('validateContact phone', () => {
  it('refuses before submitting what the server would refuse', () => {
    expect(validateContact(contact(''), 'America/New_York').phone).toBe('Phone number is required');
    expect(validateContact(contact('555'), 'America/New_York').phone).toBe(
      'Please enter a valid phone number',
    );
    expect(validateContact(contact('call me'), 'America/New_York').phone).toBe(
      'Please enter a valid phone number',
    );
  });

  it('reads a national number in the country of the business', () => {
    expect(validateContact(contact('(202) 555-0202'), 'America/New_York')).toEqual({});
    expect(validateContact(contact('020 7946 0958'), 'Europe/London')).toEqual({});
    expect(validateContact(contact('020 7946 0958'), 'America/New_York').phone).toBe(
      'Please enter a valid phone number',
    );
  });
});
