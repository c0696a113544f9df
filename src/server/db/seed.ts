// The demo barber shop at /book/demo: an owner, five services, two barbers, hours, bookings and reviews.
// Idempotent: does nothing when the demo business already exists.
import { TZDate } from '@date-fns/tz';
import { eq } from 'drizzle-orm';
import { DEMO_OWNER_EMAIL } from '#server/modules/auth/auth.service.ts';
import { hashPassword } from '#server/platform/password.ts';
import { normalizePhone, phoneRegionForTimeZone } from '#shared/domain/phone.ts';
import type { WeeklyHours } from '#shared/domain/slots.ts';
import type { Db } from './client.ts';
import { users } from './schema/accounts.ts';
import { bookings, clients, reviews } from './schema/bookings.ts';
import {
  businesses,
  clientCustomizations,
  services,
  teamMemberServices,
  teamMembers,
} from './schema/businesses.ts';

export const DEMO_OWNER_PASSWORD = 'demo1234';
const TIME_ZONE = 'America/New_York';

const HOURS: WeeklyHours = [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
  dayOfWeek,
  isOpen: dayOfWeek !== 0,
  openTime: dayOfWeek === 6 ? '10:00' : dayOfWeek === 0 ? '12:00' : '09:00',
  closeTime: dayOfWeek === 6 ? '16:00' : dayOfWeek === 0 ? '16:00' : '17:00',
  breaks: [],
}));

const SERVICES = [
  {
    name: 'Classic Haircut',
    description: 'Consultation, cut and style finished with a hot towel.',
    price: '35.00',
    duration: 30,
  },
  {
    name: 'Skin Fade',
    description: 'Precision fade blended to your length on top.',
    price: '40.00',
    duration: 45,
  },
  { name: 'Beard Trim & Shape', description: 'Line-up, trim and beard oil.', price: '20.00', duration: 30 },
  {
    name: 'Hot Towel Shave',
    description: 'Traditional straight-razor shave with hot towels.',
    price: '45.00',
    duration: 45,
  },
  {
    name: 'Haircut & Beard Combo',
    description: 'Our classic cut with a full beard trim.',
    price: '55.00',
    duration: 60,
  },
];

const CLIENTS = [
  ['Marcus', 'Reed', '(555) 201-3344'],
  ['Daniel', 'Okafor', '(555) 201-7781'],
  ['Luis', 'Hernandez', '(555) 202-1190'],
  ['Tom', 'Becker', '(555) 203-4421'],
  ['Andre', 'Williams', '(555) 204-9932'],
  ['Sam', 'Patel', '(555) 205-6610'],
] as const;

const REVIEWS = [
  { rating: 5, comment: 'Best fade in town, always on time.' },
  { rating: 5, comment: 'Friendly barbers and easy online booking.' },
  { rating: 4, comment: 'Great cut; a short wait on a busy Saturday.' },
  { rating: 5, comment: 'The hot towel shave is worth every cent.' },
];

export async function seedDemo(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(eq(businesses.slug, 'demo'));
  if (existing) return false;
  const password = await hashPassword(DEMO_OWNER_PASSWORD);

  await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(users)
      .values({
        email: DEMO_OWNER_EMAIL,
        firstName: 'Alex',
        lastName: 'Morgan',
        password,
        emailVerified: true,
        subscriptionStatus: 'active',
        subscriptionType: 'professional',
      })
      .onConflictDoNothing()
      .returning();
    const ownerId =
      owner?.id ?? (await tx.select().from(users).where(eq(users.email, DEMO_OWNER_EMAIL)))[0]!.id;

    const [business] = await tx
      .insert(businesses)
      .values({
        userId: ownerId,
        name: 'Sharp & Co. Barbers',
        slug: 'demo',
        businessType: 'barber',
        description: 'A neighbourhood barber shop for classic cuts, fades and hot towel shaves.',
        phone: '(555) 010-2030',
        email: 'hello@sharpandco.example',
        address: '120 Main Street, Brooklyn, NY 11201',
        timezone: TIME_ZONE,
        businessHours: HOURS,
      })
      .returning();
    const businessId = business!.id;
    await tx.insert(clientCustomizations).values({
      businessId,
      welcomeMessage: 'Book your next cut in under a minute.',
      footerText: 'Walk-ins welcome when a chair is free.',
      businessDescription: 'Family-run since 2012. Two chairs, good music, sharp results.',
    });

    const serviceRows = await tx
      .insert(services)
      .values(SERVICES.map((s, i) => ({ ...s, businessId, displayOrder: i })))
      .returning();
    const staff = await tx
      .insert(teamMembers)
      .values([
        {
          businessId,
          userId: ownerId,
          name: 'Alex Morgan',
          role: 'manager',
          color: '#10b981',
          displayOrder: 0,
        },
        {
          businessId,
          name: 'Jordan Lee',
          role: 'staff',
          specialties: ['Fades', 'Beards'],
          color: '#1e40af',
          displayOrder: 1,
        },
      ])
      .returning();
    await tx
      .insert(teamMemberServices)
      .values(
        staff.flatMap((m) => serviceRows.map((s) => ({ businessId, teamMemberId: m.id, serviceId: s.id }))),
      );

    const clientRows = await tx
      .insert(clients)
      .values(
        CLIENTS.map(([firstName, lastName, phone]) => ({
          businessId,
          firstName,
          lastName,
          phone,
          phoneNormalized: normalizePhone(phone, phoneRegionForTimeZone(TIME_ZONE)) ?? phone,
          email: `${firstName.toLowerCase()}@example.com`,
        })),
      )
      .returning();

    const local = new TZDate(now.getTime(), TIME_ZONE);
    const bookingRows: Array<typeof bookings.$inferInsert> = [];
    let n = 0;
    for (let dayOffset = -14; dayOffset <= 7; dayOffset++) {
      const day = new TZDate(
        local.getFullYear(),
        local.getMonth(),
        local.getDate() + dayOffset,
        0,
        0,
        TIME_ZONE,
      );
      if (day.getDay() === 0) continue;
      const hours = day.getDay() === 6 ? [11, 14] : [10, 14];
      for (const [memberIndex, member] of staff.entries()) {
        for (const hour of hours) {
          n++;
          const service = serviceRows[n % serviceRows.length]!;
          const start = new TZDate(
            day.getFullYear(),
            day.getMonth(),
            day.getDate(),
            hour + memberIndex,
            0,
            TIME_ZONE,
          );
          if (dayOffset >= 0 && start.getTime() < now.getTime() + 60 * 60 * 1000) continue;
          const past = start.getTime() < now.getTime();
          const status = !past
            ? 'confirmed'
            : n % 11 === 0
              ? 'no_show'
              : n % 13 === 0
                ? 'cancelled'
                : 'completed';
          bookingRows.push({
            businessId,
            serviceId: service.id,
            clientId: clientRows[n % clientRows.length]!.id,
            teamMemberId: member.id,
            appointmentDate: new Date(start.getTime()),
            endsAt: new Date(start.getTime() + service.duration * 60_000),
            durationMinutes: service.duration,
            price: service.price,
            status,
            source: n % 3 === 0 ? 'owner' : 'online',
            createdAt: new Date(Math.min(start.getTime(), now.getTime()) - 3 * 24 * 60 * 60 * 1000),
          });
        }
      }
    }
    const inserted = await tx.insert(bookings).values(bookingRows).returning();
    const completed = inserted.filter((b) => b.status === 'completed');
    await tx.insert(reviews).values(
      REVIEWS.map((r, i) => {
        const booking = completed[i * 3]!;
        const client = clientRows.find((c) => c.id === booking.clientId)!;
        return {
          businessId,
          bookingId: booking.id,
          clientId: client.id,
          clientName: `${client.firstName} ${client.lastName.charAt(0)}.`,
          rating: r.rating,
          comment: r.comment,
          createdAt: new Date(booking.appointmentDate.getTime() + 4 * 60 * 60 * 1000),
        };
      }),
    );
  });
  return true;
}
