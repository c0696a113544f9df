import { describe, expect, it } from 'vitest';
import {
  clientFullName,
  clientInitials,
  clientListQuery,
  duplicateClientId,
  formatAppointment,
  formatDecimalMoney,
  formatVisitDate,
  mailtoHref,
  parseTags,
  telHref,
} from './clients-format.ts';

describe('names', () => {
  it('joins first and last name and makes initials', () => {
    expect(clientFullName({ firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(clientFullName({ firstName: 'Cher', lastName: '' })).toBe('Cher');
    expect(clientFullName({ firstName: '', lastName: '' })).toBe('Unnamed client');
    expect(clientInitials({ firstName: 'jane', lastName: 'doe' })).toBe('JD');
    expect(clientInitials({ firstName: 'Cher' })).toBe('C');
    expect(clientInitials({ firstName: '' })).toBe('?');
  });
});

describe('dates', () => {
  it('formats visits in the business time zone', () => {
    expect(formatVisitDate('2025-03-05T02:00:00.000Z', 'America/New_York')).toBe('Mar 4, 2025');
    expect(formatVisitDate(null, 'America/New_York')).toBeNull();
    expect(formatVisitDate('nope', 'America/New_York')).toBeNull();
    expect(formatAppointment('2025-03-04T14:30:00.000Z', 'America/New_York')).toBe(
      'Tue, Mar 4, 2025, 9:30 AM',
    );
    expect(formatAppointment('nope', 'America/New_York')).toBe('Invalid date');
  });
});

describe('formatDecimalMoney', () => {
  it('reads API decimals exactly', () => {
    expect(formatDecimalMoney('0.00', 'USD')).toBe('$0.00');
    expect(formatDecimalMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatDecimalMoney('45.00', 'EUR')).toBe('€45.00');
    expect(formatDecimalMoney('oops', 'USD')).toBe('oops');
  });
});

describe('clientListQuery', () => {
  it('sends only what narrows the list', () => {
    expect(clientListQuery({ search: '', status: 'all', sort: 'name' })).toBe('');
    expect(clientListQuery({ search: '  ann ', status: 'active', sort: 'spend' })).toBe(
      '?search=ann&status=active&sort=spend',
    );
    expect(clientListQuery({ search: 'a&b', status: 'all', sort: 'name' })).toBe('?search=a%26b');
  });
});

describe('parseTags', () => {
  it('splits on commas, trims and drops blanks and repeats', () => {
    expect(parseTags('vip, Regular ,vip,, ')).toEqual(['vip', 'Regular']);
    expect(parseTags('')).toEqual([]);
  });
});

describe('contact links', () => {
  it('makes dialable tel: and mailto: links', () => {
    expect(telHref('+1 (555) 010-2030')).toBe('tel:+15550102030');
    expect(telHref('555 010 2030')).toBe('tel:5550102030');
    expect(mailtoHref('jane+spa@example.com')).toBe('mailto:jane%2Bspa@example.com');
  });
});

describe('duplicateClientId', () => {
  it("reads the existing client's id from a 409 body", () => {
    expect(duplicateClientId('{"message":"exists","existingClientId":"abc"}')).toBe('abc');
    expect(duplicateClientId('{"message":"exists"}')).toBeNull();
    expect(duplicateClientId('plain text')).toBeNull();
    expect(duplicateClientId(undefined)).toBeNull();
  });
});
