import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Drags a ride (a queue item or a block) onto a chauffeur's row of the dispatch board and waits for the assign
 * dialog naming that chauffeur. The drop goes on the row's header (the chauffeur's name): the row is wider than
 * the scrolled timeline shows, so its centre can lie outside the visible part (the timeline scrolls to the current
 * time: a centre drop landed elsewhere on CI at some hours). Done by hand as Playwright's docs advise for HTML5
 * drag and drop (hover, down, hover the target twice, up); `Locator.dragTo` lost the drop on a loaded machine.
 */
export async function dragToChauffeur(page: Page, ride: Locator, row: Locator, chauffeur: string) {
  const target = row.getByRole('rowheader');
  const dialog = page.getByTestId('board-confirm');
  await expect(async () => {
    await ride.hover();
    await page.mouse.down();
    await target.hover();
    await target.hover();
    await page.mouse.up();
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(dialog).toContainText(`to ${chauffeur}?`);
}
