import { describe, expect, it } from 'vitest';
import { seedDemo } from '#server/db/seed.ts';
import { buildTestApp } from '#server/test/build-test-app.ts';

const { app, db } = await buildTestApp();
await seedDemo(db);

describe('GET /api/businesses/{slug}/reviews', () => {
  it("lists the business's reviews, newest first, with no private data", async () => {
    const res = await app.inject({ url: '/api/businesses/demo/reviews' });
    expect(res.statusCode).toBe(200);
    const items = res.json() as Array<Record<string, unknown>>;
    expect(items).toHaveLength(4);
    expect(items.map((r) => r.rating).sort()).toEqual([4, 5, 5, 5]);
    for (const item of items)
      expect(Object.keys(item).sort()).toEqual(['clientName', 'comment', 'createdAt', 'id', 'rating']);
    const times = items.map((r) => Date.parse(String(r.createdAt)));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers 404 for an unknown business', async () => {
    const res = await app.inject({ url: '/api/businesses/no-such-shop/reviews' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Business not found');
  });
});
