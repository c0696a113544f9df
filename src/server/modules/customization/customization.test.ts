import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { businesses, clientCustomizations } from '#server/db/schema/businesses.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUp } from '#server/test/factories.ts';
import { CUSTOMIZATION_DEFAULTS, colorMessage, LAYOUT_STYLE_MESSAGE } from '#shared/schemas/customization.ts';
import { IMAGE_URL_MESSAGE } from '#shared/schemas/image-url.ts';

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
    expect(pub.json()).toEqual({
      ...CUSTOMIZATION_DEFAULTS,
      businessName: 'Shop custom-defaults',
      waitlistEnabled: true,
    });
  });

  it('saves a partial update, normalising colours, and keeps the rest', async () => {
    const { cookie } = await ownerWithBusiness('custom-save');
    const res = await app.inject({
      method: 'POST',
      url: '/api/client-customization',
      headers: { cookie },
      payload: { primaryColor: ' #ABC ', welcomeMessage: 'Hi there', showServices: false },
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

  it('says what is wrong with a colour, a layout style or a long text', async () => {
    const { cookie } = await ownerWithBusiness('custom-messages');
    const cases: Array<[object, string]> = [
      [{ primaryColor: '10b981' }, colorMessage('Primary color')],
      [{ accentColor: '#12345' }, colorMessage('Accent color')],
      [{ textColor: 'rgb(0,0,0)' }, colorMessage('Text color')],
      [{ backgroundColor: 42 }, colorMessage('Background color')],
      [{ layoutStyle: 'brutalist' }, LAYOUT_STYLE_MESSAGE],
      [{ welcomeMessage: 'x'.repeat(501) }, 'Welcome message must be 500 characters or fewer'],
      [{ footerText: 'x'.repeat(501) }, 'Footer text must be 500 characters or fewer'],
      [{ businessDescription: 'x'.repeat(2001) }, 'Business description must be 2000 characters or fewer'],
    ];
    for (const [payload, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/client-customization',
        headers: { cookie },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const limits = await app.inject({
      method: 'POST',
      url: '/api/client-customization',
      headers: { cookie },
      payload: {
        welcomeMessage: 'x'.repeat(500),
        businessDescription: 'y'.repeat(2000),
        layoutStyle: 'classic',
      },
    });
    expect(limits.statusCode).toBe(200);
    expect(limits.json()).toMatchObject({ layoutStyle: 'classic' });
  });

  it('Reset to Default puts every field back, for the owner and on the public read, and only for that owner', async () => {
    const { cookie } = await ownerWithBusiness('custom-reset');
    const other = await ownerWithBusiness('custom-reset-other');
    const changes = {
      primaryColor: '#ffff00',
      layoutStyle: 'minimal',
      showServices: false,
      footerText: 'Bye',
    };
    for (const owner of [cookie, other.cookie]) {
      const saved = await app.inject({
        method: 'POST',
        url: '/api/client-customization',
        headers: { cookie: owner },
        payload: changes,
      });
      expect(saved.statusCode).toBe(200);
    }
    const reset = await app.inject({
      method: 'DELETE',
      url: '/api/client-customization',
      headers: { cookie },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual(CUSTOMIZATION_DEFAULTS);
    expect((await app.inject({ url: '/api/client-customization', headers: { cookie } })).json()).toEqual(
      CUSTOMIZATION_DEFAULTS,
    );
    expect((await app.inject({ url: '/api/businesses/custom-reset/client-customization' })).json()).toEqual({
      ...CUSTOMIZATION_DEFAULTS,
      businessName: 'Shop custom-reset',
      waitlistEnabled: true,
    });
    const untouched = await app.inject({ url: '/api/businesses/custom-reset-other/client-customization' });
    expect(untouched.json()).toMatchObject(changes);
    // Resetting what was never saved is no error.
    const again = await app.inject({
      method: 'DELETE',
      url: '/api/client-customization',
      headers: { cookie },
    });
    expect(again.statusCode).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/client-customization' })).statusCode).toBe(401);
  });

  it('the public read shows the saved settings and the name, and nothing private', async () => {
    const { cookie } = await ownerWithBusiness('custom-public');
    await app.inject({
      method: 'POST',
      url: '/api/client-customization',
      headers: { cookie },
      payload: { secondaryColor: '#000080', welcomeMessage: 'Welcome' },
    });
    const pub = await app.inject({ url: '/api/businesses/custom-public/client-customization' });
    expect(pub.json()).toEqual({
      ...CUSTOMIZATION_DEFAULTS,
      secondaryColor: '#000080',
      welcomeMessage: 'Welcome',
      businessName: 'Shop custom-public',
      waitlistEnabled: true,
    });
  });

  it('needs a session and a business, and hides inactive businesses publicly', async () => {
    expect((await app.inject({ url: '/api/client-customization' })).statusCode).toBe(401);
    const { cookie } = await signUp(app);
    const none = await app.inject({ url: '/api/client-customization', headers: { cookie } });
    expect(none.statusCode).toBe(404);
    const owner = await signUp(app);
    await db
      .insert(businesses)
      .values({ userId: owner.user.id, name: 'Gone', slug: 'custom-gone', status: 'pending' });
    expect((await app.inject({ url: '/api/businesses/custom-gone/client-customization' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/api/businesses/nope/client-customization' })).statusCode).toBe(404);
  });

  it('takes only images uploaded here: a path that leads elsewhere gets 400 with the reason', async () => {
    const { cookie } = await ownerWithBusiness('custom-images');
    const save = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/client-customization', headers: { cookie }, payload });
    for (const logoUrl of ['/uploads/../api/logout', 'https://cdn.example.com/logo.png']) {
      const res = await save({ logoUrl });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(IMAGE_URL_MESSAGE);
    }

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#10b981' } })
      .png()
      .toBuffer();
    const boundary = 'bookwell-test-boundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="logo.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json();
    const saved = await save({ logoUrl: url, bannerUrl: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ logoUrl: url, bannerUrl: '' });
  });

  it('shows no image for a URL saved before the rule, and the default for an unknown stored layout', async () => {
    const owner = await signUp(app);
    const [business] = await db
      .insert(businesses)
      .values({ userId: owner.user.id, name: 'Old Shop', slug: 'custom-legacy' })
      .returning();
    await db.insert(clientCustomizations).values({
      businessId: business!.id,
      logoUrl: '/uploads/../api/logout',
      bannerUrl: '/api/logout',
      layoutStyle: 'retro',
    });
    const pub = await app.inject({ url: '/api/businesses/custom-legacy/client-customization' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toMatchObject({ logoUrl: '', bannerUrl: '', layoutStyle: 'modern' });
  });
});
