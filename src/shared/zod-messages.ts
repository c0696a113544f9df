// Zod's fallback messages in words a person understands, named after the field ('Price must be a number'
// instead of 'Invalid input: expected number, received string'). Importing this module installs them for every
// schema on its side (server: plugins/input-guard.ts, client: its entry). A message a schema gives itself wins.
import { type core, z } from 'zod';

const ACRONYMS: Record<string, string> = { id: 'ID', ids: 'IDs', url: 'URL', csv: 'CSV' };

function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
    .split(/\s+/)
    .map((word) => ACRONYMS[word] ?? word);
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'clientData.firstName' → 'First name'; a list item takes its list's name ('tags.2' → 'Tags'). */
export function fieldLabel(path: readonly PropertyKey[]): string {
  const key = path.findLast((segment): segment is string => typeof segment === 'string');
  return key ? humanize(key) : 'The request';
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'empty',
};

const UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};

function sizeMessage(label: string, bound: 'at least' | 'at most', limit: number | bigint, origin: string) {
  const unit = UNITS[origin];
  if (!unit) return `${label} must be ${bound} ${limit}`;
  return `${label} must have ${bound} ${limit} ${limit === 1 ? unit[0] : unit[1]}`;
}

const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

export function humanZodMessage(issue: core.$ZodRawIssue): string {
  const label = fieldLabel(issue.path ?? []);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) {
        return issue.path?.length ? `${label} is required` : 'The request needs a body';
      }
      return `${label} must be ${TYPE_WORDS[issue.expected] ?? issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return `${label} is required`;
      return sizeMessage(label, 'at least', issue.minimum, issue.origin);
    case 'too_big':
      return sizeMessage(label, 'at most', issue.maximum, issue.origin);
    case 'invalid_format':
      if (issue.format === 'email') return 'Please enter a valid email';
      if (issue.format === 'date' || issue.format === 'datetime') return `${label} must be a valid date`;
      return `${label} is not in the expected format`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `${label} must be ${quote(issue.values[0])}`
        : `${label} must be one of ${issue.values.map(quote).join(', ')}`;
    case 'unrecognized_keys':
      return `${issue.keys.length === 1 ? 'This field is' : 'These fields are'} not accepted here: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${label} must be a multiple of ${issue.divisor}`;
    default:
      return `${label} is not valid`;
  }
}

z.config({ customError: humanZodMessage });
