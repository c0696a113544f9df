// Popovers on a 390 px phone stay inside the screen with a margin: the bell's, opened from the top bar near
// the right edge, is wider than the room to its left and must not be pushed flush against the screen's left
// edge.
import { createOpenBusiness, expect, test } from './fixtures.ts';

const WIDTH = 390;
/** The least room a popover leaves to either edge of the screen. */
const MARGIN = 8;

test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

test("the bell's popover stays inside a 390 px screen, clear of both edges", async ({ page, owner }) => {
  await createOpenBusiness(page, owner);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: /^Notifications/ }).click({ timeout: 30_000 });
  const panel = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('heading', { name: 'Notifications' }) });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  if (!box) throw new Error('The popover has no box');
  expect(box.x, 'room to the left edge').toBeGreaterThanOrEqual(MARGIN);
  expect(box.x + box.width, 'room to the right edge').toBeLessThanOrEqual(WIDTH - MARGIN);
});
