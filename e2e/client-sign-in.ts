// A client's sign-in by code in the browser tests. No email or SMS provider is configured in them, so the code is
// read where the owner reads an undelivered one: their Messages view.
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The newest sign-in code in the owner's Messages view (waits for it to be written). */
export async function readSignInCode(ownerApi: APIRequestContext): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await ownerApi.get('/api/messages');
        const { items } = (await res.json()) as { items: Array<{ detail: string | null }> };
        code = items.map((m) => /Sign-in code (\d{6})/.exec(m.detail ?? '')?.[1]).find(Boolean) ?? '';
        return code;
      },
      { timeout: 30_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Signs `page`'s browser in to the client dashboard of `slug` as the client with that email or phone. */
export async function signInClientByCode(
  page: Page,
  ownerApi: APIRequestContext,
  businessSlug: string,
  contact: { email: string } | { phone: string },
) {
  const start = await page.request.post('/api/client-auth/start', { data: { businessSlug, ...contact } });
  expect(start.status(), await start.text()).toBe(202);
  const code = await readSignInCode(ownerApi);
  const verified = await page.request.post('/api/client-auth/verify', {
    data: { businessSlug, ...contact, code },
  });
  expect(verified.status(), await verified.text()).toBe(200);
}
