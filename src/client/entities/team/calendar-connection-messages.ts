// The calendar connection forms' messages (the shared schema's English, the server's too) by the settings catalog's
// ids, so the forms say them in the app's language.
import type { SettingsMessageId } from '#client/lib/app-i18n/settings-i18n.ts';
import {
  CALDAV_PASSWORD_REQUIRED,
  CALDAV_URL_REQUIRED,
  CALDAV_USERNAME_REQUIRED,
  CALENDAR_URL_REQUIRED,
} from '#shared/schemas/calendar-connection.ts';

export const CALENDAR_FORM_MESSAGES: Readonly<Record<string, SettingsMessageId>> = {
  [CALENDAR_URL_REQUIRED]: 'calendar.error.icsUrl',
  [CALDAV_URL_REQUIRED]: 'calendar.error.caldavUrl',
  [CALDAV_USERNAME_REQUIRED]: 'calendar.error.username',
  [CALDAV_PASSWORD_REQUIRED]: 'calendar.error.password',
  'That address is too long to be a calendar address': 'calendar.error.addressLong',
  'That user name is too long': 'calendar.error.usernameLong',
  'That password is too long': 'calendar.error.passwordLong',
};
