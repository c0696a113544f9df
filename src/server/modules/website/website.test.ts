import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUpOwner, signUpVerified, signUpWithBusiness } from '#server/test/factories.ts';
import {
  BUSINESS_TYPE_MESSAGE,
  MISSING_INFORMATION_MESSAGE,
  WEBSITE_BUSINESS_TYPES,
  WEBSITE_PROJECT_NOT_FOUND_MESSAGE,
  WEBSITE_TEMPLATE_KEYS,
} from '#shared/schemas/website.ts';

const ADMIN_EMAIL = 'website-admin@example.com';
const { app, db } = await buildTestApp({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });

const VALID = {
  title: 'New site for the salon',
  description: 'A modern site with our services',
  businessType: 'Professional Services',
  requirements: 'Online booking, gallery, contact page',
};

async function create(cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/website-projects', headers: { cookie }, payload });
}

describe('website projects', () => {
  it('creates a pending project at the fixed $1,999, whatever price the request names, and lists it', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const res = await create(cookie, { ...VALID, pricing: '1.00' });
    expect(res.statusCode).toBe(201);
    const project = res.json();
    expect(project).toMatchObject({ ...VALID, pricing: '1999.00', status: 'pending', deployedUrl: null });
    expect(Number.isNaN(Date.parse(project.createdAt))).toBe(false);

    const second = await create(cookie, { ...VALID, title: 'Second site', pricing: 0 });
    expect(second.json().pricing).toBe('1999.00');

    const list = await app.inject({ url: '/api/website-projects', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { title: string }) => p.title)).toEqual(['Second site', VALID.title]);

    const one = await app.inject({ url: `/api/website-projects/${project.id}`, headers: { cookie } });
    expect(one.json()).toEqual(project);
  });

  it('requires title, description, business type and requirements with the spec message', async () => {
    const { cookie } = await signUpWithBusiness(app);
    for (const field of ['title', 'description', 'businessType', 'requirements'] as const) {
      for (const value of [undefined, '', '   ']) {
        const res = await create(cookie, { ...VALID, [field]: value });
        expect(res.statusCode, `${field}=${JSON.stringify(value)}`).toBe(400);
        expect(res.json().message).toBe(MISSING_INFORMATION_MESSAGE);
      }
    }
    const list = await app.inject({ url: '/api/website-projects', headers: { cookie } });
    expect(list.json()).toEqual([]);
  });

  it('takes only the spec business types and refuses overlong text, with messages', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const bad = await create(cookie, { ...VALID, businessType: 'Spaceships' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(BUSINESS_TYPE_MESSAGE);
    const long = await create(cookie, { ...VALID, title: 'x'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Title must be 200 characters or fewer');
    for (const businessType of WEBSITE_BUSINESS_TYPES) {
      expect((await create(cookie, { ...VALID, businessType })).statusCode).toBe(201);
    }
  });

  it("keeps each business's projects to itself: another owner's project is a 404", async () => {
    const a = await signUpWithBusiness(app);
    const b = await signUpWithBusiness(app);
    const project = (await create(a.cookie, VALID)).json();
    const foreign = await app.inject({
      url: `/api/website-projects/${project.id}`,
      headers: { cookie: b.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(WEBSITE_PROJECT_NOT_FOUND_MESSAGE);
    const notAnId = await app.inject({
      url: '/api/website-projects/not-an-id',
      headers: { cookie: a.cookie },
    });
    expect(notAnId.statusCode).toBe(404);
    const listB = await app.inject({ url: '/api/website-projects', headers: { cookie: b.cookie } });
    expect(listB.json()).toEqual([]);
  });

  it('answers 401 signed out and 404 before the owner has a business', async () => {
    expect((await app.inject({ url: '/api/website-projects' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/website-projects', payload: {} })).statusCode).toBe(
      401,
    );
    const { cookie } = await signUpOwner(app);
    expect((await create(cookie, VALID)).statusCode).toBe(404);
  });
});

describe('status flow', () => {
  it('shows the owner each status the platform admin sets, and the deployed address once completed', async () => {
    const owner = await signUpWithBusiness(app);
    const project = (await create(owner.cookie, VALID)).json();
    const admin = await signUpVerified(app, db, { email: ADMIN_EMAIL });
    const move = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/website-projects/${project.id}`,
        headers: { cookie: admin.cookie },
        payload,
      });
    const ownView = async () =>
      (
        await app.inject({ url: `/api/website-projects/${project.id}`, headers: { cookie: owner.cookie } })
      ).json();

    expect((await move({ status: 'in_progress' })).statusCode).toBe(200);
    expect(await ownView()).toMatchObject({ status: 'in_progress', deployedUrl: null });
    expect((await move({ status: 'completed', deployedUrl: 'https://shop.example.com' })).statusCode).toBe(
      200,
    );
    expect(await ownView()).toMatchObject({
      status: 'completed',
      deployedUrl: 'https://shop.example.com',
      pricing: '1999.00',
    });
    // An owner cannot move their own project.
    const self = await app.inject({
      method: 'PATCH',
      url: `/api/admin/website-projects/${project.id}`,
      headers: { cookie: owner.cookie },
      payload: { status: 'failed' },
    });
    expect(self.statusCode).toBe(403);
  });
});

describe('website templates', () => {
  it('lists the six stored industry templates with a preview served by the app and what each includes', async () => {
    const { cookie } = await signUpWithBusiness(app);
    const res = await app.inject({ url: '/api/website-templates', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const templates = res.json() as {
      key: string | null;
      name: string;
      category: string;
      previewUrl: string;
      features: string[];
    }[];
    expect(templates).toHaveLength(6);
    expect(new Set(templates.map((t) => t.category))).toEqual(
      new Set(WEBSITE_BUSINESS_TYPES.filter((type) => type !== 'Other')),
    );
    // Each is a shipped template, named by its key so that the app shows it in the owner's language.
    expect(templates.map((t) => t.key).sort()).toEqual([...WEBSITE_TEMPLATE_KEYS].sort());
    for (const template of templates) {
      expect(template.previewUrl).toBe(`/website-templates/${template.key}.svg`);
      expect(template.features.length).toBeGreaterThan(0);
    }
    expect((await app.inject({ url: '/api/website-templates' })).statusCode).toBe(401);
  });
});
