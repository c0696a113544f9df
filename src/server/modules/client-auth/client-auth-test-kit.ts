// Helpers for the client sign-in tests: requests from their own address (the per-IP limit stays out of the way),
// the sign-in code a client was sent (read from the outbox, as the owner's Messages view would), and a signed-in
// client's cookie.
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { SIGN_IN_CODE_KIND, type SignInCodePayload } from '#server/modules/outbox/sign-in-messages.ts';

export const CLIENT_COOKIE = 'bookwell_client';

export function clientAuthTestKit(app: FastifyInstance, db: Db) {
  let sent = 0;
  /** A new address per request unless one is given. */
  function call(
    method: InjectOptions['method'],
    url: string,
    options: { payload?: object; cookie?: string; ip?: string } = {},
  ) {
    sent += 1;
    return app.inject({
      method,
      url,
      payload: options.payload,
      headers: options.cookie ? { cookie: options.cookie } : {},
      remoteAddress: options.ip ?? `10.77.${Math.floor(sent / 250) % 250}.${(sent % 250) + 1}`,
    });
  }

  const codesTo = async (recipient: string) =>
    (
      await db
        .select({ n: count() })
        .from(outbox)
        .where(and(eq(outbox.kind, SIGN_IN_CODE_KIND), eq(outbox.recipient, recipient)))
    )[0]!.n;

  /** Lets the sends started by earlier answers finish (a code is looked up and sent after its 202). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  /** Asks for a code for `destination` and waits for the message to `recipient`; its payload. */
  async function requestCode(
    businessSlug: string,
    destination: { email: string } | { phone: string },
    recipient: string,
  ): Promise<SignInCodePayload & { id: string }> {
    const before = await codesTo(recipient);
    const res = await call('POST', '/api/client-auth/start', { payload: { businessSlug, ...destination } });
    expect(res.statusCode, res.body).toBe(202);
    for (let waited = 0; (await codesTo(recipient)) === before; waited += 20) {
      if (waited > 5000) throw new Error(`no sign-in code reached ${recipient}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const [row] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, SIGN_IN_CODE_KIND), eq(outbox.recipient, recipient)))
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(1);
    return { id: row!.id, ...(row!.payload as SignInCodePayload) };
  }

  /** The Cookie header of the client session a response set. */
  function clientCookieOf(res: { headers: Record<string, unknown> }) {
    const header = ([] as string[])
      .concat((res.headers['set-cookie'] as string | string[] | undefined) ?? [])
      .find((c) => c.startsWith(`${CLIENT_COOKIE}=`));
    if (!header) throw new Error('no client session cookie was set');
    return header.split(';')[0]!;
  }

  /** Signs the client with `email` in to the business by code; the Cookie header. */
  async function signInByEmail(businessSlug: string, email: string) {
    const { code } = await requestCode(businessSlug, { email }, email.toLowerCase());
    const res = await call('POST', '/api/client-auth/verify', { payload: { businessSlug, email, code } });
    expect(res.statusCode, res.body).toBe(200);
    return clientCookieOf(res);
  }

  return { call, codesTo, settle, requestCode, clientCookieOf, signInByEmail };
}
