// Team members who sign in, made the way a real one is: the owner creates the entry and invites its address, the
// person registers with that address and accepts with the link's token read from the invitation email.
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/engagement.ts';
import { TEAM_INVITATION_KIND } from '#server/modules/outbox/account-messages.ts';
import { signUpOwner, uniqueEmail } from '#server/test/factories.ts';

/** The link and code of the newest invitation email to `email`. */
export async function invitationEmail(db: Db, email: string) {
  const [row] = await db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(and(eq(outbox.kind, TEAM_INVITATION_KIND), eq(outbox.recipient, email)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const payload = row?.payload as { link: string; code: string } | undefined;
  if (!payload) throw new Error(`no invitation email to ${email}`);
  return { ...payload, token: payload.link.split('/invite/')[1]! };
}

export async function inviteViaApi(
  app: FastifyInstance,
  ownerCookie: string,
  memberId: string,
  email: string,
) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/team-members/${memberId}/invitation`,
    headers: { cookie: ownerCookie },
    payload: { email },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** A new team member of the owner's business with `role`, signed in: their cookie, user and team-member id. */
export async function joinedMember(
  app: FastifyInstance,
  db: Db,
  ownerCookie: string,
  options: { role: 'staff' | 'manager'; name?: string; memberId?: string },
) {
  const email = uniqueEmail(options.role);
  let memberId = options.memberId;
  if (!memberId) {
    const created = await app.inject({
      method: 'POST',
      url: '/api/team-members',
      headers: { cookie: ownerCookie },
      payload: { name: options.name ?? `A ${options.role}`, role: options.role },
    });
    expect(created.statusCode, created.body).toBe(201);
    memberId = created.json().id as string;
  }
  await inviteViaApi(app, ownerCookie, memberId, email);
  const { token } = await invitationEmail(db, email);
  const person = await signUpOwner(app, { email });
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    headers: { cookie: person.cookie },
    payload: { token },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { ...person, memberId };
}
