import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { businesses, clientCustomizations, teamMembers } from '#server/db/schema/businesses.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import {
  createBusinessViaApi,
  signUpOwner as signUp,
  signUpWithBusiness,
  VALID_BUSINESS,
} from '#server/test/factories.ts';

const { app, db } = await buildTestApp();

const PUBLIC_KEYS = [
  'address',
  'bannerUrl',
  'businessType',
  'currency',
  'description',
  'email',
  'id',
  'language',
  'logoUrl',
  'name',
  'phone',
  'slug',
  'timezone',
];
const OWNER_KEYS = [
  ...PUBLIC_KEYS,
  'commissionGenerated',
  'createdAt',
  'isActive',
  'monthlyRevenue',
  'status',
  'subscriptionTier',
  'totalBookings',
  'updatedAt',
  'userId',
].sort();

/** A name no other test in this file uses, so slug assertions do not depend on test order. */
const uniqueName = (prefix = 'Studio') => `${prefix} ${randomBytes(4).toString('hex')}`;

function post(cookie: string | undefined, payload: object) {
  return app.inject({ method: 'POST', url: '/api/businesses', headers: cookie ? { cookie } : {}, payload });
}
function patchMe(cookie: string, payload: object) {
  return app.inject({ method: 'PATCH', url: '/api/businesses/me', headers: { cookie }, payload });
}

describe('POST /api/businesses', () => {
  it('answers 401 Unauthorized when signed out', async () => {
    const res = await post(undefined, VALID_BUSINESS);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthorized' });
  });

  it('creates the business with defaults, its customisation row and one bookable manager for the owner', async () => {
    const { cookie, user } = await signUp(app, { firstName: 'Maya', lastName: 'Lopez' });
    const res = await post(cookie, { ...VALID_BUSINESS, name: 'Maya Hair Lounge' });
    expect(res.statusCode).toBe(201);
    const business = res.json();
    expect(Object.keys(business).sort()).toEqual(OWNER_KEYS);
    expect(business).toMatchObject({
      name: 'Maya Hair Lounge',
      slug: 'maya-hair-lounge',
      businessType: 'barber',
      userId: user.id,
      timezone: 'America/New_York',
      currency: 'USD',
      language: 'en',
      status: 'active',
      isActive: true,
      subscriptionTier: 'starter',
    });
    const [customization] = await db
      .select()
      .from(clientCustomizations)
      .where(eq(clientCustomizations.businessId, business.id));
    expect(customization).toMatchObject({
      primaryColor: '#10b981',
      businessDescription: VALID_BUSINESS.description,
    });
    const members = await db.select().from(teamMembers).where(eq(teamMembers.businessId, business.id));
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({
      name: 'Maya Lopez',
      role: 'manager',
      isActive: true,
      userId: user.id,
    });
  });

  it('defaults businessType to other', async () => {
    const { cookie } = await signUp(app);
    const { businessType: _omitted, ...rest } = VALID_BUSINESS;
    const res = await post(cookie, { ...rest, name: uniqueName() });
    expect(res.statusCode).toBe(201);
    expect(res.json().businessType).toBe('other');
  });

  it.each([
    [{ name: 'A' }, 'Business name must be at least 2 characters', 'name'],
    [{ name: ' A ' }, 'Business name must be at least 2 characters', 'name'],
    [{ name: undefined }, 'Business name must be at least 2 characters', 'name'],
    [{ phone: '555-1234' }, 'Please enter a valid phone number', 'phone'],
    [{ phone: undefined }, 'Please enter a valid phone number', 'phone'],
    [{ email: 'not-an-email' }, 'Please enter a valid email', 'email'],
    [{ email: '' }, 'Please enter a valid email', 'email'],
    [{ address: '1 St' }, 'Please enter a valid address', 'address'],
    [{ address: undefined }, 'Please enter a valid address', 'address'],
    [{ businessType: 'zoo' }, 'Please choose a business type', 'businessType'],
    // The web form's list does not include the mobile-only types.
    [{ businessType: 'medical' }, 'Please choose a business type', 'businessType'],
  ])('refuses %j with 400 and the message itself', async (change, message, path) => {
    const { cookie } = await signUp(app);
    const res = await post(cookie, { ...VALID_BUSINESS, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('accepts the mobile-flow payload: `type` from its wider list, contact fields optional', async () => {
    const { cookie } = await signUp(app);
    const res = await post(cookie, {
      name: uniqueName('Clinic'),
      type: 'medical',
      description: '',
      phone: '',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ businessType: 'medical', phone: null, email: null, address: null });
  });

  it('still checks what the mobile payload does send', async () => {
    const { cookie } = await signUp(app);
    const res = await post(cookie, { name: uniqueName(), type: 'beauty', phone: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid phone number');
    const badType = await post(cookie, { name: uniqueName(), type: 'barbershop' });
    expect(badType.json().message).toBe('Please choose a business type');
  });

  it('allows one business per owner: a second create answers 409', async () => {
    const { cookie } = await signUpWithBusiness(app, { name: uniqueName() });
    const res = await post(cookie, { ...VALID_BUSINESS, name: uniqueName() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already have a business/);
  });

  it('creates one business when the same owner submits twice at once', async () => {
    const { cookie } = await signUp(app);
    const results = await Promise.all([
      post(cookie, { ...VALID_BUSINESS, name: uniqueName() }),
      post(cookie, { ...VALID_BUSINESS, name: uniqueName() }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('gives colliding names -2, -3 … suffixes', async () => {
    const name = uniqueName('Fade Factory');
    const base = name.toLowerCase().replace(' ', '-').replace(' ', '-');
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await signUpWithBusiness(app, { name })).business.slug);
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('gives two owners creating the same name at the same moment different slugs', async () => {
    const name = uniqueName('Race');
    const base = name.toLowerCase().replace(' ', '-');
    const owners = await Promise.all([signUp(app), signUp(app)]);
    const results = await Promise.all(owners.map((o) => post(o.cookie, { ...VALID_BUSINESS, name })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(results.map((r) => r.json().slug).sort()).toEqual([base, `${base}-2`]);
  });

  it('never hands out a reserved word, and keeps demo for the demo business', async () => {
    for (const [name, slug] of [
      ['Admin', 'admin-2'],
      ['API', 'api-2'],
      ['Demo', 'demo-2'],
      ['Book', 'book-2'],
      ['Dashboard', 'dashboard-2'],
    ]) {
      expect((await signUpWithBusiness(app, { name })).business.slug).toBe(slug);
    }
  });

  it('makes an ASCII slug from accented names and falls back when nothing is left', async () => {
    expect((await signUpWithBusiness(app, { name: 'Café Olé Spa' })).business.slug).toBe('cafe-ole-spa');
    expect((await signUpWithBusiness(app, { name: '日本の店' })).business.slug).toMatch(/^business(-\d+)?$/);
  });
});

describe('GET /api/businesses/me', () => {
  it('answers 401 when signed out and 404 "No business yet" before one exists', async () => {
    expect((await app.inject({ url: '/api/businesses/me' })).statusCode).toBe(401);
    const { cookie } = await signUp(app);
    const res = await app.inject({ url: '/api/businesses/me', headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'No business yet' });
  });

  it("returns the owner's own business with the owner fields", async () => {
    const a = await signUpWithBusiness(app, { name: uniqueName() });
    const b = await signUpWithBusiness(app, { name: uniqueName() });
    const res = await app.inject({ url: '/api/businesses/me', headers: { cookie: b.cookie } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(OWNER_KEYS);
    expect(res.json().id).toBe(b.business.id);
    expect(res.json().id).not.toBe(a.business.id);
  });
});

describe('PATCH /api/businesses/me', () => {
  it('updates the editable fields, normalises the currency and clears optional ones with null or ""', async () => {
    const { cookie } = await signUpWithBusiness(app, { name: uniqueName() });
    const res = await patchMe(cookie, {
      name: 'Renamed Studio',
      businessType: 'consulting',
      description: '',
      timezone: 'Europe/London',
      currency: 'eur',
      logoUrl: `/uploads/${'a'.repeat(32)}.png`,
      bannerUrl: `/uploads/${'b'.repeat(32)}.jpg`,
      email: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Renamed Studio',
      businessType: 'consulting',
      description: null,
      timezone: 'Europe/London',
      currency: 'EUR',
      logoUrl: `/uploads/${'a'.repeat(32)}.png`,
      bannerUrl: `/uploads/${'b'.repeat(32)}.jpg`,
      email: null,
    });
    const me = await app.inject({ url: '/api/businesses/me', headers: { cookie } });
    expect(me.json().currency).toBe('EUR');
  });

  it.each([
    [{ name: 'A' }, 'Business name must be at least 2 characters'],
    [{ phone: '12345' }, 'Please enter a valid phone number'],
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ address: 'abc' }, 'Please enter a valid address'],
    [{ timezone: 'Mars/Olympus' }, 'Please choose a valid time zone'],
    [{ timezone: '+02:00' }, 'Please choose a valid time zone'],
    [{ currency: 'DOLLARS' }, 'Please choose a valid currency (a 3-letter code such as USD)'],
    [{ currency: 'XYZ' }, 'Please choose a valid currency (a 3-letter code such as USD)'],
    [
      { logoUrl: 'javascript:alert(1)' },
      'Please upload the image here: only images uploaded to Bookwell can be used',
    ],
    [{ slug: 'Not a slug!' }, 'Booking links use 2 to 60 lower-case letters, numbers and single hyphens'],
    [{ slug: 'a' }, 'Booking links use 2 to 60 lower-case letters, numbers and single hyphens'],
    [{ slug: 'admin' }, 'That booking link is reserved. Please choose another'],
    [{ slug: 'demo' }, 'That booking link is reserved. Please choose another'],
  ])('refuses %j with 400', async (payload, message) => {
    const { cookie } = await signUpWithBusiness(app, { name: uniqueName() });
    const res = await patchMe(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('names the field of a reserved link, so the form shows it there in any language', async () => {
    const { cookie } = await signUpWithBusiness(app, { name: uniqueName() });
    const res = await app.inject({
      method: 'PATCH',
      url: '/api/businesses/me',
      headers: { cookie, 'accept-language': 'de' },
      payload: { slug: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    const { message, issues } = res.json();
    expect(message).not.toBe('That booking link is reserved. Please choose another');
    expect(issues).toEqual([{ path: 'slug', message }]);
  });

  it('answers 404 when the owner has no business yet', async () => {
    const { cookie } = await signUp(app);
    const res = await patchMe(cookie, { name: 'Whatever' });
    expect(res.statusCode).toBe(404);
  });

  it('changes the slug; the old slug keeps resolving to the business under its new slug', async () => {
    const { cookie, business } = await signUpWithBusiness(app, { name: uniqueName() });
    const newSlug = `renamed-${randomBytes(3).toString('hex')}`;
    const res = await patchMe(cookie, { slug: newSlug });
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe(newSlug);
    const viaOld = await app.inject({ url: `/api/businesses/${business.slug}` });
    expect(viaOld.statusCode).toBe(200);
    expect(viaOld.json()).toMatchObject({ id: business.id, slug: newSlug });
    const viaNew = await app.inject({ url: `/api/businesses/${newSlug}` });
    expect(viaNew.json().id).toBe(business.id);
    // The old slug's services list resolves too, so an old booking link still shows the catalogue.
    expect((await app.inject({ url: `/api/businesses/${business.slug}/services` })).statusCode).toBe(200);
    // Taking the old slug back is allowed for the business that had it.
    const back = await patchMe(cookie, { slug: business.slug });
    expect(back.statusCode).toBe(200);
    expect((await app.inject({ url: `/api/businesses/${newSlug}` })).json().slug).toBe(business.slug);
  });

  it("answers 409 for another business's current or old slug", async () => {
    const a = await signUpWithBusiness(app, { name: uniqueName() });
    const b = await signUpWithBusiness(app, { name: uniqueName() });
    const taken = await patchMe(b.cookie, { slug: a.business.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'That booking link is already taken' });
    const aNew = `moved-${randomBytes(3).toString('hex')}`;
    expect((await patchMe(a.cookie, { slug: aNew })).statusCode).toBe(200);
    const old = await patchMe(b.cookie, { slug: a.business.slug });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe('That booking link is already taken');
  });

  it('avoids old slugs when making a slug for a new business', async () => {
    const name = uniqueName('Glow');
    const first = await signUpWithBusiness(app, { name });
    await patchMe(first.cookie, { slug: `glow-moved-${randomBytes(3).toString('hex')}` });
    const second = await signUpWithBusiness(app, { name });
    expect(second.business.slug).toBe(`${first.business.slug}-2`);
  });
});

describe('GET /api/businesses/{slug}', () => {
  it('returns the public fields only', async () => {
    const { business } = await signUpWithBusiness(app, { name: uniqueName() });
    const res = await app.inject({ url: `/api/businesses/${business.slug}` });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(PUBLIC_KEYS);
    expect(res.body).not.toMatch(/userId|subscriptionTier|monthlyRevenue|commission|status/);
  });

  it('answers 404 for unknown slugs, case-insensitively finds known ones', async () => {
    const missing = await app.inject({ url: '/api/businesses/no-such-business-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Business not found' });
    const { business } = await signUpWithBusiness(app, { name: uniqueName() });
    expect((await app.inject({ url: `/api/businesses/${business.slug.toUpperCase()}` })).statusCode).toBe(
      200,
    );
  });

  it.each([
    // A suspended business keeps its page, which says it takes no bookings (modules/admin/admin.test.ts).
    [{ status: 'inactive' }],
    [{ status: 'pending' }],
    [{ isActive: false }],
  ])('hides a business with %j on every public endpoint, old slugs included', async (change) => {
    const { cookie, business } = await signUpWithBusiness(app, { name: uniqueName() });
    await patchMe(cookie, { slug: `hidden-${randomBytes(3).toString('hex')}` });
    await db.update(businesses).set(change).where(eq(businesses.id, business.id));
    const current = (await app.inject({ url: '/api/businesses/me', headers: { cookie } })).json().slug;
    for (const slug of [current, business.slug]) {
      for (const suffix of ['', '/services', '/team-members']) {
        const res = await app.inject({ url: `/api/businesses/${slug}${suffix}` });
        expect(res.statusCode, `${slug}${suffix}`).toBe(404);
      }
    }
    // The owner still sees it.
    expect((await app.inject({ url: '/api/businesses/me', headers: { cookie } })).statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it("never lets one owner's edit reach another's business", async () => {
    const a = await signUpWithBusiness(app, { name: uniqueName() });
    const b = await createBusinessViaApi(app, (await signUp(app)).cookie, { name: uniqueName() });
    // A body that names another business is ignored: the business comes from the session.
    const res = await patchMe(a.cookie, { id: b.id, userId: b.userId, name: 'Changed By A' });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(a.business.id);
    const other = await app.inject({ url: `/api/businesses/${b.slug}` });
    expect(other.json().name).toBe(b.name);
  });
});
