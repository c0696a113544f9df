import { describe, expect, it } from 'vitest';
import { businesses } from '#server/db/schema/businesses.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUp } from '#server/test/factories.ts';
import { CUSTOMIZATION_DEFAULTS } from '#shared/schemas/customization.ts';

const { app, db } = await buildTestApp();

async function ownerWithBusiness(slug: string) {
  const owner = await signUp(app);
  await db.insert(businesses).values({ userId: owner.user.id, name: `Shop ${slug}`, slug });
  return owner;
}

describe('client customisation', () => {
  it('starts from the spec defaults and the public read adds the business name', async () => {
    const { cookie } = await ownerWithBusiness('custom-defaults');
    const own = await app.inject({ url: '/api/client-customization', headers: { cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(CUSTOMIZATION_DEFAULTS);
    const pub = await app.inject({ url: '/api/businesses/custom-defaults/client-customization' });
    expect(pub.json()).toEqual({ ...CUSTOMIZATION_DEFAULTS, businessName: 'Shop custom-defaults' });
  });

  it('saves a partial update, normalising colours, and keeps the rest', async () => {
    const { cookie } = await ownerWithBusiness('custom-save');
    const res = await app.inject({
      method: 'POST',
      url: '/api/client-customization',
      headers: { cookie },
      payload: { primaryColor: 'ABC', welcomeMessage: 'Hi there', showServices: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      primaryColor: '#aabbcc',
      welcomeMessage: 'Hi there',
      showServices: false,
    });
    const again = await app.inject({ url: '/api/client-customization', headers: { cookie } });
    expect(again.json()).toMatchObject({
      primaryColor: '#aabbcc',
      secondaryColor: '#1e40af',
      showReviewsSection: true,
    });
  });

  it('refuses a bad colour, an unknown field and a script URL with 400, saving nothing', async () => {
    const { cookie } = await ownerWithBusiness('custom-bad');
    for (const payload of [
      { primaryColor: 'red-ish' },
      { madeUp: true },
      { logoUrl: 'javascript:alert(1)' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/client-customization',
        headers: { cookie },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const after = await app.inject({ url: '/api/client-customization', headers: { cookie } });
    expect(after.json()).toEqual(CUSTOMIZATION_DEFAULTS);
  });

  it('needs a session and a business, and hides inactive businesses publicly', async () => {
    expect((await app.inject({ url: '/api/client-customization' })).statusCode).toBe(401);
    const { cookie } = await signUp(app);
    const none = await app.inject({ url: '/api/client-customization', headers: { cookie } });
    expect(none.statusCode).toBe(404);
    const owner = await signUp(app);
    await db
      .insert(businesses)
      .values({ userId: owner.user.id, name: 'Gone', slug: 'custom-gone', status: 'suspended' });
    expect((await app.inject({ url: '/api/businesses/custom-gone/client-customization' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/api/businesses/nope/client-customization' })).statusCode).toBe(404);
  });
});
