import { nyDate } from '../src/shared/domain/dispatch-board.ts';
import { nyLocalToInstant } from '../src/shared/domain/new-york-time.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, bookPaid, dispatchCast } from './admin-fleet.ts';
import { dragToChauffeur } from './board-drag.ts';
import { expect, test } from './fixtures.ts';

/**
 * Issue 36, the dispatch board against the real server: a chauffeur with a 10:00 ride on a day five days ahead
 * (New York time) is in their own row; the day's unassigned rides are in the Unassigned row and the queue.
 * Choosing the 10:30 ride shows, before any click, that it overlaps the chauffeur's 10:00; dropping it on
 * their row anyway is refused by the server with the reason. Choosing the 15:00 ride says it fits; assigning it
 * moves its block into the chauffeur's row. Screenshots at 1280 and 390 px into test-results/shots.
 */

const date = nyDate(new Date(), 5);
const [y, m, d] = date.split('-').map(Number) as [number, number, number];
const ny = (hour: number, minute = 0) => nyLocalToInstant(y, m, d, hour, minute).toISOString();

test.describe('dispatch board', () => {
  // The overlapping assignment is refused by the server on purpose (409).
  test.use({ allowConsole: /status of 409 \(Conflict\)/ });

  test("the day's rides in their rows; an overlap refused with the reason; a fitting ride assigned", async ({
    page,
    baseURL,
  }) => {
    const { customer, chauffeur } = await dispatchCast(baseURL!, 'Bruna', 'Tablero');
    const held = await bookPaid(customer, ny(10));
    const accepted = await chauffeur.api.post(`/api/driver/trips/${held.id}/accept`, { data: {} });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const overlapping = await bookPaid(customer, ny(10, 30));
    const fitting = await bookPaid(customer, ny(15));

    await page.setViewportSize({ width: 1280, height: 900 });
    const login = await page.request.post('/api/login', {
      data: { email: ADMIN_EMAIL, password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await page.goto(`/admin/dispatch?date=${date}`);

    const row = page.locator(`[data-testid="board-row"][data-driver="${chauffeur.name}"]`);
    const unassigned = page.getByTestId('board-row-unassigned');
    await expect(row.locator(`[data-booking="${held.number}"]`)).toHaveAttribute('data-status', 'assigned');
    await expect(unassigned.locator(`[data-booking="${overlapping.number}"]`)).toBeVisible();
    await expect(unassigned.locator(`[data-booking="${fitting.number}"]`)).toBeVisible();
    const queued = (n: string) => page.locator(`[data-testid="queue-item"][data-booking="${n}"]`);
    await expect(queued(overlapping.number)).toBeVisible();

    // Before the click: choosing the 10:30 ride (keyboard: focus and Enter) says it overlaps the 10:00.
    await unassigned.locator(`[data-booking="${overlapping.number}"]`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('board-chosen')).toContainText(overlapping.number);
    const fit = row.getByTestId('board-fit');
    await expect(fit).toHaveAttribute('data-fit', 'no');
    await expect(fit).toContainText(`Overlaps ${held.number} at 10:00 AM`);
    await expect(row.getByTestId('board-assign')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/shots/dispatch-board-overlap-1280.png' });

    // After the click: dropped on the row anyway (on the chauffeur's name: the row is wider than the scrolled
    // timeline shows), the server refuses it and says which ride.
    await dragToChauffeur(page, queued(overlapping.number), row, chauffeur.name);
    await page.getByTestId('board-confirm-submit').click();
    await expect(page.locator('[data-toast]').filter({ hasText: 'Assignment refused' })).toContainText(
      `overlaps the driver's trip ${held.number}`,
    );
    await expect(unassigned.locator(`[data-booking="${overlapping.number}"]`)).toBeVisible();

    // The 15:00 ride fits: Assign, confirm, and its block moves into the chauffeur's row.
    await queued(fitting.number).click();
    await expect(fit).toHaveAttribute('data-fit', 'fits');
    await row.getByTestId('board-assign').click();
    await page.getByTestId('board-confirm-submit').click();
    await expect(row.locator(`[data-booking="${fitting.number}"]`)).toHaveAttribute(
      'data-status',
      'assigned',
    );
    await expect(unassigned.locator(`[data-booking="${fitting.number}"]`)).toHaveCount(0);
    await expect(queued(fitting.number)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/shots/dispatch-board-1280.png', fullPage: true });

    // The map view: the chauffeur's last position with its age.
    await page.getByTestId('board-view-map').click();
    await expect(page.getByTestId('map-chauffeurs')).toContainText(chauffeur.name);
    await expect(page.locator('.leaflet-container')).toBeVisible();
    await page.screenshot({ path: 'test-results/shots/dispatch-board-map-1280.png' });

    // Phones: the queue and a list per chauffeur instead of the timeline.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/dispatch?date=${date}`);
    await expect(page.getByTestId('board-list')).toBeVisible();
    await expect(page.getByTestId('board-timeline')).toBeHidden();
    await expect(
      page
        .getByTestId('list-row')
        .filter({ hasText: chauffeur.name })
        .locator(`[data-booking="${fitting.number}"]`),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/shots/dispatch-board-390.png', fullPage: true });
  });
});
