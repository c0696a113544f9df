// The owner's app catalogs (docs/decisions/041), held to the checks of lib/i18n/catalog-checks.ts (the form messages
// are found by their English text, not by id), and the form messages are the shared schemas' own English.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { serviceFormDefaults, serviceFormSchema } from '#client/entities/services/service-form.ts';
import { teamMemberFormDefaults, teamMemberFormSchema } from '#client/entities/team/team-member-form.ts';
import { describeCatalogs } from '#client/lib/i18n/catalog-checks.ts';
import {
  changePasswordSchema,
  deleteAccountSchema,
  emailChangeConfirmSchema,
  emailChangeInputSchema,
  profileInputSchema,
  twoFactorCodeSchema,
} from '#shared/schemas/account.ts';
import { createApiKeyInputSchema } from '#shared/schemas/api-key.ts';
import { emailSchema, loginInputSchema, registerFormSchema } from '#shared/schemas/auth.ts';
import { bookingNotesSchema } from '#shared/schemas/booking-contact.ts';
import {
  BUSINESS_MESSAGES,
  businessNameSchema,
  createBusinessFormSchema,
  mobileBusinessFormSchema,
  slugSchema,
  updateBusinessInputSchema,
} from '#shared/schemas/business.ts';
import { connectInputSchema, integrationRequestInputSchema } from '#shared/schemas/integrations.ts';
import { resourceInputSchema } from '#shared/schemas/resource.ts';
import { supportRequestInputSchema } from '#shared/schemas/support.ts';
import { acceptInvitationInputSchema } from '#shared/schemas/team-access.ts';
import { readCatalog } from '../../../../../scripts/message-catalogs.ts';

const here = import.meta.dirname;
await describeCatalogs('the owner app catalogs', here, ['en.ts'], { foundByText: 'validation.' });
const source = await readCatalog(join(here, 'en.ts'));

describe('the owner app form messages', () => {
  it('the form messages are the English the shared schemas give', () => {
    const given = new Set<string>();
    const long = 'x'.repeat(101);
    for (const input of [
      { firstName: '', lastName: '', phone: 'call me', profileImageUrl: '' },
      { firstName: long, lastName: long, phone: '', profileImageUrl: '' },
    ]) {
      for (const issue of profileInputSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
    }
    for (const issue of emailSchema.safeParse('nope').error?.issues ?? []) given.add(issue.message);
    // The Services page's forms: a service (its price, deposit and class fields too) and a resource.
    const service = { ...serviceFormDefaults(), name: 'Trim', price: '45' };
    for (const input of [
      { ...service, name: '', price: '' },
      { ...service, name: long, description: 'x'.repeat(1001), price: 'abc', duration: '4.5' },
      { ...service, price: '1.234', duration: '1' },
      { ...service, price: '100000' },
      {
        ...service,
        depositType: 'fixed',
        depositValue: '',
        isClass: true,
        classCapacity: '1',
        classMaxSeats: '0',
      },
      ...['abc', '1.234', '100000'].map((depositValue) => ({
        ...service,
        depositType: 'fixed',
        depositValue,
      })),
    ]) {
      for (const issue of serviceFormSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
    }
    for (const input of [
      { name: '', quantity: Number.NaN },
      { name: long, quantity: 0 },
    ]) {
      for (const issue of resourceInputSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
    }
    // Settings' account dialogs and API keys (the account catalog); the server answers a dialog checked there with
    // the schema's message too.
    for (const result of [
      emailChangeInputSchema.safeParse({ newEmail: '', currentPassword: '' }),
      emailChangeConfirmSchema.safeParse({ code: '12' }),
      twoFactorCodeSchema.safeParse(' '),
      twoFactorCodeSchema.safeParse('x'.repeat(41)),
      deleteAccountSchema.safeParse({ password: '' }),
    ]) {
      for (const issue of result.error?.issues ?? []) given.add(issue.message);
    }
    for (const input of [
      { currentPassword: '', newPassword: 'short', confirmPassword: 'other' },
      { currentPassword: 'x', newPassword: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
    ]) {
      for (const issue of changePasswordSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
    }
    for (const name of ['  ', long]) {
      for (const issue of createApiKeyInputSchema.safeParse({ name }).error?.issues ?? [])
        given.add(issue.message);
    }
    // The quick-booking form's notes (the booking's shared rule).
    for (const issue of bookingNotesSchema.safeParse('x'.repeat(1001)).error?.issues ?? [])
      given.add(issue.message);
    // Settings → Business info (features/settings/business-info-form.ts): the shared business schema's messages,
    // and the server's two about the link.
    for (const result of [
      businessNameSchema.safeParse('F'),
      businessNameSchema.safeParse(long),
      updateBusinessInputSchema.safeParse({ description: 'x'.repeat(2001), address: 'abc' }),
      slugSchema.safeParse('A'),
    ]) {
      for (const issue of result.error?.issues ?? []) given.add(issue.message);
    }
    given.add(BUSINESS_MESSAGES.slugReserved).add(BUSINESS_MESSAGES.slugTaken);
    // Settings → Team: the team member form (its colour comes from a colour input, never wrong).
    const member = {
      ...teamMemberFormDefaults(undefined, { allServiceIds: [], memberCount: 0 }),
      name: 'Ana',
    };
    for (const input of [
      { ...member, name: '', email: 'nope', phone: 'call', specialties: 'x'.repeat(51) },
      { ...member, name: long, specialties: Array.from({ length: 21 }, (_, i) => `s${i}`).join(',') },
    ]) {
      for (const issue of teamMemberFormSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
    }
    // Sign in, sign up, the create-business form's type and address and the invitation's code (the auth area; the
    // two-factor step's messages are the account dialogs').
    for (const input of [{}, { email: '', password: '' }]) {
      for (const issue of loginInputSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
    }
    const person = { firstName: 'A', lastName: 'B', email: 'a@b.co' };
    for (const input of [
      { ...person, password: '12345', confirmPassword: '' },
      { ...person, password: 'x'.repeat(201), confirmPassword: 'other' },
    ]) {
      for (const issue of registerFormSchema.safeParse(input).error?.issues ?? []) given.add(issue.message);
    }
    const business = { name: 'Fade Studio', phone: '(555) 123-4567', email: 'hi@fade.test' };
    for (const issue of createBusinessFormSchema.safeParse({
      ...business,
      businessType: 'castle',
      address: 'x'.repeat(301),
    }).error?.issues ?? []) {
      given.add(issue.message);
    }
    for (const issue of acceptInvitationInputSchema.safeParse({ token: '' }).error?.issues ?? []) {
      given.add(issue.message);
    }
    // The mobile app's business form at /pwa: its two required fields (the rest are the business schema's above).
    for (const issue of mobileBusinessFormSchema.safeParse({
      name: '',
      type: '',
      description: '',
      address: '',
      phone: '',
      email: '',
    }).error?.issues ?? []) {
      given.add(issue.message);
    }
    // The Integrations page's webhook and request dialogs, and Help & Support's contact form.
    for (const input of [{ webhookUrl: ' ' }, { webhookUrl: 'x'.repeat(2001) }]) {
      for (const issue of connectInputSchema.safeParse({ integrationId: 'zapier', ...input }).error?.issues ??
        [])
        given.add(issue.message);
    }
    for (const input of [
      { name: ' ', note: 'x'.repeat(1001) },
      { name: long, note: '' },
    ]) {
      for (const issue of integrationRequestInputSchema.safeParse(input).error?.issues ?? [])
        given.add(issue.message);
    }
    for (const input of [
      { topic: 'booking', subject: ' ', message: 'short' },
      { topic: 'booking', subject: 'x'.repeat(201), message: 'x'.repeat(5001) },
    ]) {
      for (const issue of supportRequestInputSchema.safeParse(input).error?.issues ?? [])
        given.add(issue.message);
    }
    const validation = Object.entries(source).filter(([id]) => id.startsWith('validation.'));
    for (const message of given) expect(validation.map(([, text]) => text)).toContain(message);
    // The one the profile form cannot give (a required phone) is the shared domain's.
    expect(validation.length).toBe(given.size + 1);
  });
});

// The areas' catalogs, each loaded with its code: the calendar's and the booking dialog's (calendar-i18n.ts), the
// Reviews page's (reviews-i18n.ts), the Services page's (services-i18n.ts), the image picker's (uploads-i18n.ts),
// the Clients page's (clients-i18n.ts), the Payments page's with a booking's payment section (payments-i18n.ts),
// the Waitlist page's (waitlist-i18n.ts), the Classes page's with a session's roster (classes-i18n.ts) and
// Settings' account sections (account-i18n.ts).
await describeCatalogs('the owner app calendar catalogs', join(here, 'calendar'), ['en.ts']);
await describeCatalogs('the owner app reviews catalogs', join(here, 'reviews'), ['en.ts']);
await describeCatalogs('the owner app services catalogs', join(here, 'services'), ['en.ts']);
await describeCatalogs('the owner app uploads catalogs', join(here, 'uploads'), ['en.ts']);
await describeCatalogs('the owner app clients catalogs', join(here, 'clients'), ['en.ts']);
await describeCatalogs('the owner app payments catalogs', join(here, 'payments'), ['en.ts']);
await describeCatalogs('the owner app waitlist catalogs', join(here, 'waitlist'), ['en.ts']);
await describeCatalogs('the owner app classes catalogs', join(here, 'classes'), ['en.ts']);
await describeCatalogs('the owner app account catalogs', join(here, 'account'), ['en.ts']);
// The quick-booking dialog's (quick-booking-i18n.ts).
await describeCatalogs('the owner app quick-booking catalogs', join(here, 'quick-booking'), ['en.ts']);
// The Analytics page's (analytics-i18n.ts).
await describeCatalogs('the owner app analytics catalogs', join(here, 'analytics'), ['en.ts']);
// The Notifications page's with the notification overlay's (notifications-i18n.ts, notifications-overlay-i18n.ts).
await describeCatalogs('the owner app notifications catalogs', join(here, 'notifications'), [
  'en.ts',
  '../overlay/en.ts',
]);
// What a notification says (news-i18n.ts): the bell, the Notifications page, the overlay and Live Activity.
await describeCatalogs('the owner app news catalogs', join(here, 'news'), ['en.ts']);
// The Settings page's business side (settings-i18n.ts): its sections, the team and its activity.
await describeCatalogs('the owner app settings catalogs', join(here, 'settings'), ['en.ts']);
// Sign in and sign up (auth-i18n.ts).
await describeCatalogs('the owner app auth catalogs', join(here, 'auth'), ['en.ts']);
// Creating the business (businesses-i18n.ts).
await describeCatalogs('the owner app businesses catalogs', join(here, 'businesses'), ['en.ts']);
// Accepting a team invitation (invitations-i18n.ts).
await describeCatalogs('the owner app invitations catalogs', join(here, 'invitations'), ['en.ts']);
// The Website Builder's (website-i18n.ts).
await describeCatalogs('the owner app website catalogs', join(here, 'website'), ['en.ts']);
// The Client Dashboard Customization editor's (customization-i18n.ts).
await describeCatalogs('the owner app customization catalogs', join(here, 'customization'), ['en.ts']);
// The dashboard's cards (dashboard-cards-i18n.ts): the waitlist card with its remove confirmation, the weather, the
// activity list and dialog, and the targets dialog (shared with Analytics).
await describeCatalogs('the owner app dashboard-cards catalogs', join(here, 'dashboard-cards'), ['en.ts']);
// The mobile app at /pwa (pwa-i18n.ts).
await describeCatalogs('the owner app pwa catalogs', join(here, 'pwa'), ['en.ts']);
// The Integrations, Help & Support and Messages pages' (integrations-i18n.ts, support-i18n.ts, messages-i18n.ts).
await describeCatalogs('the owner app integrations catalogs', join(here, 'integrations'), ['en.ts']);
await describeCatalogs('the owner app support catalogs', join(here, 'support'), ['en.ts']);
await describeCatalogs('the owner app messages catalogs', join(here, 'messages'), ['en.ts']);
// The words outside every page: the app's error screen and the toasts' own (ui-i18n.ts).
await describeCatalogs('the owner app ui catalogs', join(here, 'ui'), ['en.ts']);
