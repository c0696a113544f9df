// The one-click demo sign-in exists only when DEV_LOGIN=on: `npm start` without NODE_ENV must not offer it.
import { describe, expect, it } from 'vitest';
import { seedDemo } from '#server/db/seed.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { DEMO_OWNER_EMAIL } from './auth.service.ts';

const withDevLogin = await buildTestApp({ env: { DEV_LOGIN: 'on' } });
const withoutDevLogin = await buildTestApp({ env: { NODE_ENV: 'development' } });

describe('POST /api/auth/dev-login', () => {
  it('signs in the demo owner when DEV_LOGIN=on', async () => {
    await seedDemo(withDevLogin.db);
    const res = await withDevLogin.app.inject({ method: 'POST', url: '/api/auth/dev-login' });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(DEMO_OWNER_EMAIL);
  });

  it('does not exist otherwise, even in development with the demo seeded', async () => {
    await seedDemo(withoutDevLogin.db);
    const res = await withoutDevLogin.app.inject({ method: 'POST', url: '/api/auth/dev-login' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
