// The catalogs of the server's refusals (docs/decisions/046): English's messages in every language, valid ICU,
// described; each used, a message with values named by its id where a refusal is made, one without found by its
// English text in the code that sends it (the error handler finds it so, and would miss a changed English).
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VISIT_MESSAGES } from '#shared/domain/visit.ts';
import { AppError } from '#shared/errors.ts';
import { businessHoursSchema } from '#shared/schemas/availability.ts';
import { bookingRulesSettingsSchema } from '#shared/schemas/booking-rules.ts';
import {
  COUNT_MESSAGE,
  INTERVAL_MESSAGE,
  MAX_CHOSEN_MESSAGE,
  UNTIL_TOO_FAR_MESSAGE,
} from '#shared/schemas/booking-series.ts';
import { BUSINESS_MESSAGES } from '#shared/schemas/business.ts';
import { CLASS_MESSAGES } from '#shared/schemas/class.ts';
import { saveCustomizationInputSchema } from '#shared/schemas/customization.ts';
import { WEBHOOK_URL_TOO_LONG_MESSAGE } from '#shared/schemas/integrations.ts';
import { RESOURCE_MESSAGES } from '#shared/schemas/resource.ts';
import { TOO_MANY_DATES_MESSAGE } from '#shared/schemas/waitlist.ts';
import { fieldLabel } from '#shared/zod-messages.ts';
import { argumentsOf } from '../../../../scripts/message-catalogs.ts';
import { describeCatalogs } from '../catalog-test-kit.ts';
import { errorCatalog, refusal, refusalOn, sayInLanguage } from '../error-messages.ts';
import english from './en.ts';

const src = join(import.meta.dirname, '../../..');
const code = globSync(['server/**/*.ts', 'shared/**/*.ts'], {
  cwd: src,
  exclude: ['**/*.test.ts', '**/*-test-kit.ts', 'server/platform/error-locales/**', 'server/test/**'],
})
  .map((file) => readFileSync(join(src, file), 'utf8'))
  .join('\n');
/** Messages the code writes from its constants (`A class has ${MIN_CLASS_CAPACITY} to …`), as it sends them. */
const written = [
  RESOURCE_MESSAGES.quantity,
  RESOURCE_MESSAGES.tooMany,
  CLASS_MESSAGES.capacity,
  BUSINESS_MESSAGES.language,
  INTERVAL_MESSAGE,
  COUNT_MESSAGE,
  UNTIL_TOO_FAR_MESSAGE,
  WEBHOOK_URL_TOO_LONG_MESSAGE,
  MAX_CHOSEN_MESSAGE,
  TOO_MANY_DATES_MESSAGE,
  VISIT_MESSAGES.tooMany,
];

describeCatalogs('the catalogs of the server’s refusals', {
  folder: import.meta.dirname,
  catalog: errorCatalog,
  english,
  used: (id, message) =>
    argumentsOf(message).length > 0
      ? code.includes(`'${id}'`)
      : code.includes(message) || written.includes(message) || isKeyLabel(id, message),
});

/** A field's label that zod's humanised fallbacks write from its key (shared/zod-messages.ts): 'label.firstName' is
 * 'First name', for a field `firstName` of the shared schemas. */
function isKeyLabel(id: string, message: string) {
  const key = id.replace(/^label\./, '');
  return key !== id && fieldLabel([key]) === message && new RegExp(`\\b${key}:`).test(code);
}

describe('a refusal with values', () => {
  it('says English as the code always has, byte for byte', () => {
    expect(refusal('BAD_REQUEST', 'class.tooManySeats', { max: 1 }).message).toBe(
      CLASS_MESSAGES.tooManySeats(1),
    );
    expect(refusal('BAD_REQUEST', 'class.tooManySeats', { max: 4 }).message).toBe(
      CLASS_MESSAGES.tooManySeats(4),
    );
    expect(refusal('UNPROCESSABLE', 'slot.noticeHours', { hours: 1 }).message).toBe(
      'Please choose a time at least 1 hour from now.',
    );
    expect(refusal('UNPROCESSABLE', 'slot.noticeMinutes', { minutes: 1500 }).message).toBe(
      'Please choose a time at least 1500 minutes from now.',
    );
    expect(refusal('CONFLICT', 'booking.already', { status: 'no_show' }).message).toBe(
      'This booking is already marked as a no-show.',
    );
    expect(refusal('CONFLICT', 'booking.already', { status: 'held' }).message).toBe(
      'This booking is already held.',
    );
    // The lifecycle's 'confirm it first', as it was written before it was a catalog message, and in German.
    const skip = refusal('CONFLICT', 'booking.confirmFirst', { status: 'pending', to: 'no_show' });
    expect(skip.message).toBe('A pending booking cannot be marked as a no-show. Confirm it first.');
    expect(sayInLanguage('de', skip.message, skip.said)).toBe(
      'Eine ausstehende Buchung kann nicht als nicht erschienen markiert werden. Bitte bestätigen Sie sie zuerst.',
    );
    expect(refusal('CONFLICT', 'classes.clashOn', { clash: 'room', date: '2030-01-07' }).message).toBe(
      `${CLASS_MESSAGES.roomTaken} (2030-01-07)`,
    );
    expect(refusal('CONFLICT', 'classes.clashOn', { clash: 'instructor', date: '2030-01-07' }).message).toBe(
      `${CLASS_MESSAGES.instructorBusy} (2030-01-07)`,
    );
  });

  it('is said again in another language by its id and values', () => {
    const error = refusal('UNPROCESSABLE', 'slot.tooFarAhead', { days: 30 });
    expect(error).toBeInstanceOf(AppError);
    expect(sayInLanguage('de', error.message, error.said)).toBe(
      'Buchungen sind bis zu 30 Tage im Voraus möglich.',
    );
    expect(sayInLanguage('en', error.message, error.said)).toBe('Bookings can be made up to 30 days ahead.');
  });

  it('a message without values is found by its English; one the catalog lacks stays English', () => {
    expect(sayInLanguage('es', 'Service not found')).toBe('No se encontró el servicio');
    expect(sayInLanguage('es', 'Cannot parse the moon')).toBe('Cannot parse the moon');
  });
});

describe('a message with values that shared code writes itself', () => {
  const issues = (result: { error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it('is found by its shape, its label said in the language: every booking rule out of range', () => {
    const wrong = issues(
      bookingRulesSettingsSchema.safeParse({
        slotStepMinutes: 1,
        minNoticeMinutes: 0.5,
        bookingWindowDays: 999,
        bufferMinutes: 'soon',
        cancellationCutoffHours: 500,
        waitlistHoldMinutes: 61,
      }),
    );
    expect(wrong).toHaveLength(6);
    for (const message of wrong) expect(sayInLanguage('fr', message), message).not.toBe(message);
    expect(sayInLanguage('de', 'Booking window must be between 1 and 365 days')).toBe(
      '„Buchungszeitraum“ muss zwischen 1 und 365 Tagen liegen',
    );
    expect(sayInLanguage('es', 'Buffer must be a whole number')).toBe(
      'El valor de «Margen tras cada cita» debe ser un número entero',
    );
  });

  it('names its day in the language: opening hours', () => {
    const [message] = issues(
      businessHoursSchema.safeParse({
        hours: [{ dayOfWeek: 1, isOpen: true, openTime: '17:00', closeTime: '09:00' }],
      }),
    );
    expect(message).toBe('Monday: closing must be after opening');
    expect(sayInLanguage('pt-BR', message!)).toBe('Segunda-feira: o fechamento deve ser depois da abertura');
  });

  it('stays English when a value is not one the catalog knows', () => {
    expect(sayInLanguage('de', 'Nickname is required')).toBe('Nickname is required');
    expect(sayInLanguage('de', 'This day: closing must be after opening')).toBe(
      'This day: closing must be after opening',
    );
  });
});

describe('the booking page look’s field rules', () => {
  it('name the colour or the text in the language', () => {
    const wrong = saveCustomizationInputSchema.safeParse({
      accentColor: 'teal',
      footerText: 'x'.repeat(501),
    });
    const messages = wrong.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.map((message) => sayInLanguage('de', message))).toEqual([
      '„Akzentfarbe“ muss eine Hex-Farbe wie #10b981 sein (# und 3 oder 6 Zeichen 0-9, a-f)',
      '„Fußzeile“ darf höchstens 500 Zeichen lang sein',
    ]);
  });
});

describe('zod’s humanised fallbacks (shared/zod-messages.ts)', () => {
  it('are each found by their shape, the field’s name from its key said in the language', () => {
    const schema = z
      .object({
        price: z.number(),
        notes: z.string().max(2),
        password: z.string().min(3),
        tags: z.array(z.string()).min(1),
        email: z.string(),
        amount: z.number().min(1),
        duration: z.number().multipleOf(5),
        rating: z.enum(['good', 'bad']),
        dateOfBirth: z.iso.date(),
        phone: z.string().regex(/^\d+$/),
        firstName: z.string(),
        message: z.boolean(),
        subject: z.array(z.string()),
        quantity: z.number().max(3),
      })
      .strict();
    const wrong = schema.safeParse({
      price: 'ten',
      notes: 'long',
      password: 'ab',
      tags: [],
      email: 7,
      amount: 0,
      duration: 7,
      rating: 'fine',
      dateOfBirth: 'soon',
      phone: 'call me',
      message: 'yes',
      subject: 'hello',
      quantity: 4,
      colour: 'teal',
    });
    const messages = wrong.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toHaveLength(15);
    for (const message of messages) expect(sayInLanguage('es', message), message).not.toBe(message);
    expect(messages.map((message) => sayInLanguage('de', message))).toEqual(
      expect.arrayContaining([
        '„Preis“ muss eine Zahl sein',
        '„Notizen“ darf höchstens 2 Zeichen lang sein',
        '„Tags“ muss mindestens 1 Eintrag enthalten',
        "„Bewertung“ muss einer dieser Werte sein: 'good', 'bad'",
        'Bitte füllen Sie das Feld „Vorname“ aus',
        'Dieses Feld ist hier nicht zulässig: colour',
      ]),
    );
    // Arabic's plural forms for the count.
    expect(sayInLanguage('ar', 'Password must have at least 3 characters')).toBe(
      'يجب ألا يقل «كلمة المرور» عن 3 أحرف',
    );
  });

  it('stay English for a field whose name the catalog does not know', () => {
    expect(sayInLanguage('fr', 'Marketing consent must be true or false')).toBe(
      'Marketing consent must be true or false',
    );
  });
});

describe('a date of a series that cannot follow a move', () => {
  it('keeps its English byte for byte and says its reason, with values, in the language', () => {
    const reason = refusal('UNPROCESSABLE', 'slot.tooFarAhead', { days: 30 });
    const error = refusalOn('2030-01-07 14:00', reason);
    expect(error.message).toBe('2030-01-07 14:00: Bookings can be made up to 30 days ahead.');
    expect(error.status).toBe(422);
    expect(sayInLanguage('fr', error.message, error.said)).toBe(
      '2030-01-07 14:00 : Les réservations sont possibles jusqu’à 30 jours à l’avance.',
    );
  });
});
