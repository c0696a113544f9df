// Every kind of news worded in German (docs/decisions/047): a whole sentence with no id, no English and no
// placeholder left, days and times by Intl in the business's zone, lists and money the German way.
import { describe, expect, it } from 'vitest';
import { type Messages, translator } from '#client/lib/i18n/locale-context.tsx';
import { type NotificationNews, notificationNewsSchema } from '#shared/schemas/notification.ts';
import german from './locales/news/de.ts';
import frenchNews from './locales/news/fr.ts';
import { wordNews } from './news-i18n.ts';

const t: Parameters<typeof wordNews>[1] = translator(german as unknown as Messages);
const at = { at: '2026-11-30T13:30:00.000Z', timeZone: 'Europe/Berlin' };
const move = { from: at.at, to: '2026-12-01T08:00:00.000Z', timeZone: 'Europe/Berlin' };

const every: Array<[NotificationNews, string, string]> = [
  [
    { kind: 'newBooking', client: 'Lena Vogel', service: 'Schnitt', ...at, repeats: true },
    'Neue Buchung',
    'Lena Vogel hat Schnitt am Mo., 30. Nov. um 14:30 gebucht, den ersten Termin einer Serie',
  ],
  [
    {
      kind: 'newBooking',
      client: 'Lena Vogel',
      service: 'Schnitt',
      ...at,
      repeats: true,
      rule: { frequency: 'monthly', interval: 1 },
    },
    'Neue Buchung',
    'Lena Vogel hat Schnitt am Mo., 30. Nov. um 14:30 gebucht (monatlich am letzten Montag)',
  ],
  [
    { kind: 'cancelled', who: 'apiKey', name: 'Zapier', ...at },
    'Buchung storniert',
    'Der API-Schlüssel „Zapier“ hat eine Buchung am Mo., 30. Nov. um 14:30 storniert.',
  ],
  [
    { kind: 'moved', who: 'client', name: 'Lena Vogel', ...move },
    'Buchung verschoben',
    'Lena Vogel hat die Buchung von Mo., 30. Nov. um 14:30 auf Di., 1. Dez. um 9:00 verschoben.',
  ],
  [
    { kind: 'ownerChange', status: 'completed', ...at },
    'Termin abgeschlossen',
    'Die Buchung am Mo., 30. Nov. um 14:30 wurde abgeschlossen.',
  ],
  [
    { kind: 'memberBooked', by: 'Jordan Lee', client: 'Lena Vogel', service: 'Schnitt', ...at },
    'Neue Buchung',
    'Jordan Lee hat Lena Vogel am Mo., 30. Nov. um 14:30 für Schnitt bei Ihnen gebucht.',
  ],
  [
    {
      kind: 'memberBooked',
      by: 'Jordan Lee',
      client: 'Lena Vogel',
      service: 'Schnitt',
      ...at,
      repeats: true,
      rule: { frequency: 'weekly', interval: 1 },
    },
    'Neue Buchung',
    'Jordan Lee hat Lena Vogel am Mo., 30. Nov. um 14:30 für Schnitt bei Ihnen gebucht (jede Woche).',
  ],
  [
    { kind: 'memberCancelled', by: 'Jordan Lee', ...at },
    'Buchung storniert',
    'Jordan Lee hat Ihre Buchung am Mo., 30. Nov. um 14:30 storniert.',
  ],
  [
    { kind: 'memberMoved', by: 'Jordan Lee', ...move },
    'Buchung verschoben',
    'Jordan Lee hat Ihre Buchung von Mo., 30. Nov. um 14:30 auf Di., 1. Dez. um 9:00 verschoben.',
  ],
  [
    { kind: 'classCancelled', service: 'Yoga', attendees: 1, ...at },
    'Kurs abgesagt',
    'Der Kurs Yoga am Mo., 30. Nov. um 14:30 wurde abgesagt; die teilnehmende Person wurde informiert.',
  ],
  [
    { kind: 'classCancelled', by: 'Jordan Lee', service: 'Yoga', attendees: 3, ...at },
    'Kurs abgesagt',
    'Jordan Lee hat Ihren Kurs Yoga am Mo., 30. Nov. um 14:30 abgesagt; die 3 Teilnehmenden wurden informiert.',
  ],
  [
    { kind: 'classMoved', by: 'Jordan Lee', service: 'Yoga', attendees: 2, ...move },
    'Kurs verschoben',
    'Jordan Lee hat Ihren Kurs Yoga von Mo., 30. Nov. um 14:30 auf Di., 1. Dez. um 9:00 verschoben; die 2 Teilnehmenden wurden informiert.',
  ],
  [
    { kind: 'review', client: 'Lena Vogel', rating: 5 },
    'Neue Bewertung',
    'Lena Vogel hat eine Bewertung mit 5 Sternen hinterlassen.',
  ],
  [
    { kind: 'bookingsMilestone', count: 1 },
    'Erste Buchung!',
    'Ihre erste Buchung ist da. Herzlichen Glückwunsch!',
  ],
  [
    { kind: 'bookingsMilestone', count: 1000 },
    '1.000 Buchungen!',
    'Sie haben 1.000 Buchungen erreicht. Weiter so!',
  ],
  [
    { kind: 'revenueMilestone', amount: 10_000, currency: 'EUR' },
    '10.000\u00a0€ eingenommen',
    'Abgeschlossene Termine haben Ihnen jetzt insgesamt 10.000\u00a0€ eingebracht.',
  ],
  [
    { kind: 'suspended' },
    'Ihr Unternehmen ist gesperrt',
    'Bookwell hat Ihr Unternehmen gesperrt: Ihre Buchungsseite nimmt keine Buchungen an. Wenden Sie sich an Hilfe & Support, um es wieder freischalten zu lassen.',
  ],
  [
    { kind: 'supportSent', subject: 'Öffnungszeiten' },
    'Nachricht gesendet',
    'Danke, Ihre Nachricht ist bei uns angekommen. Wir antworten per E-Mail. Betreff: Öffnungszeiten',
  ],
  [
    { kind: 'supportRequest', email: 'ana@salon.test', subject: 'Öffnungszeiten' },
    'Neue Support-Anfrage',
    'ana@salon.test fragt: Öffnungszeiten',
  ],
  [
    { kind: 'reactivated' },
    'Ihr Unternehmen ist wieder aktiv',
    'Bookwell hat Ihr Unternehmen wieder freigeschaltet: Ihre Buchungsseite nimmt wieder Buchungen an.',
  ],
  [
    { kind: 'website', title: 'Salon Site', status: 'completed', url: 'https://salon.example' },
    'Website-Projekt fertig',
    'Ihr Website-Projekt „Salon Site“ ist jetzt unter https://salon.example online.',
  ],
  [
    { kind: 'clientDetails', client: 'Lena Vogel', name: 'Lena Berg', email: null, phone: '+49 30 1234567' },
    'Kundendaten geändert',
    'Lena Vogel hat im Kundenbereich die eigenen Angaben geändert: Name jetzt Lena Berg, E-Mail entfernt und Telefon jetzt +49 30 1234567.',
  ],
  [
    { kind: 'sessionsNotAdded', service: 'Yoga', member: 'Jordan Lee', dates: ['2026-11-30', '2026-12-07'] },
    'Kurstermine nicht angelegt',
    'Yoga mit Jordan Lee: kein Termin am Mo., 30. Nov. und Mo., 7. Dez., weil die Kursleitung dann gebucht oder der Raum belegt ist. Legen Sie sie unter Kurse an, sobald die Zeit frei ist.',
  ],
  [
    { kind: 'calendarFailing', member: 'Jordan Lee', failures: 3, error: 'HTTP 401.', synced: true },
    'Kalender wird nicht synchronisiert',
    'Der Kalender von Jordan Lee konnte 3-mal nacheinander nicht gelesen werden: HTTP 401. Für die Verfügbarkeit gelten weiter die zuvor gelesenen belegten Zeiten.',
  ],
];

describe('news worded in German', () => {
  it.each(every)('%o', (news, title, text) => {
    expect(wordNews(news, t, 'de')).toEqual({ title, text });
  });

  it('covers every kind', () => {
    const kinds = new Set(every.map(([news]) => news.kind));
    expect([...kinds].sort()).toEqual(
      notificationNewsSchema.options.map((option) => option.shape.kind.value).sort(),
    );
  });
});

describe('a repeating booking’s notification in French', () => {
  const french = translator(frenchNews as unknown as Messages) as typeof t;
  // As the server stores it for a client's visit made to repeat every 2 weeks (notification-news.test.ts).
  const news: NotificationNews = {
    kind: 'newBooking',
    client: 'Lena Vogel',
    service: 'Coupe',
    at: '2026-12-01T09:00:00.000Z',
    timeZone: 'Europe/Paris',
    repeats: true,
    rule: { frequency: 'weekly', interval: 2 },
  };

  it('names the series’ rule in French, the day and time the French way in the business’s zone', () => {
    expect(wordNews(news, french, 'fr')).toEqual({
      title: 'Nouvelle réservation',
      text: 'Lena Vogel a réservé Coupe le mar. 1 déc. à 10:00 (toutes les 2 semaines)',
    });
    expect(wordNews({ ...news, rule: { frequency: 'monthly', interval: 1 } }, french, 'fr').text).toBe(
      'Lena Vogel a réservé Coupe le mar. 1 déc. à 10:00 (chaque mois, le premier mardi)',
    );
  });

  it('still reads a notification written before the rule was stored', () => {
    const { rule: _, ...before } = news;
    expect(wordNews(before, french, 'fr').text).toBe(
      'Lena Vogel a réservé Coupe le mar. 1 déc. à 10:00, premier rendez-vous d’une série',
    );
  });
});
