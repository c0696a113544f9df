// The owner's app language (docs/decisions/041): saved with the profile, returned with the session, held to the
// supported list.
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '#server/test/build-test-app.ts';
import { signUp } from '#server/test/factories.ts';

const { app } = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } });

describe('PATCH /api/auth/profile language', () => {
  it('saves a supported language, returns it with the session, and null follows the browser again', async () => {
    const owner = await signUp(app);
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: '/api/auth/profile', headers: { cookie: owner.cookie }, payload });
    const me = async () =>
      (await app.inject({ url: '/api/auth/user', headers: { cookie: owner.cookie } })).json();
    const profile = { firstName: 'Ana', lastName: 'Silva', phone: '', profileImageUrl: '' };

    expect((await me()).language).toBeNull();
    const saved = await patch({ ...profile, language: 'de' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().user.language).toBe('de');
    expect((await me()).language).toBe('de');

    // A profile saved without it (the photo's own save) keeps the language.
    expect((await patch(profile)).json().user.language).toBe('de');
    expect((await patch({ ...profile, language: null })).json().user.language).toBeNull();
  });

  it('refuses a language the app does not speak with a clear 400', async () => {
    const owner = await signUp(app);
    for (const language of ['it', 'en-XA', 'DE', 42]) {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/auth/profile',
        headers: { cookie: owner.cookie },
        payload: { firstName: 'Ana', lastName: 'Silva', phone: '', profileImageUrl: '', language },
      });
      expect(res.statusCode, String(language)).toBe(400);
      expect(res.json().message).toContain(
        "Please choose one of the app's languages: en, es, fr, de, pt-BR, ar",
      );
    }
  });
});
