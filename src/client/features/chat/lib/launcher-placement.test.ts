import { describe, expect, it } from 'vitest';
import { placeLauncher, type Box } from './launcher-placement.ts';

// A 390 x 844 phone; the launcher is 48 px, 16 px from the corner: x 326-374, y 780-828 at rest.
const phone = (controls: Box[]) =>
  placeLauncher({
    viewport: { width: 390, height: 844 },
    size: 48,
    inset: 16,
    gap: 8,
    maxLift: 338,
    controls,
  });
const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

describe('placeLauncher', () => {
  it('stays in its corner when no control is there', () => {
    expect(phone([])).toEqual({ dx: 0, lift: 0 });
    // A button on the left of the bottom edge, and one higher up on the right.
    expect(phone([box(16, 780, 300, 828), box(300, 600, 374, 640)])).toEqual({ dx: 0, lift: 0 });
  });

  it('rises just above a sticky bottom bar’s full-width button, keeping the gap', () => {
    // NEXT STEP: 16-374 x 772-828. The launcher's bottom goes to 772 - 8 = 764: a lift of 828 - 764 = 64.
    expect(phone([box(16, 772, 374, 828)])).toEqual({ dx: 0, lift: 64 });
  });

  it('climbs past stacked controls to the first free place', () => {
    // Two full-width buttons 12 px apart: the gap between them is too small for 48 px, so it goes above both.
    expect(phone([box(16, 772, 374, 828), box(16, 700, 374, 760)])).toEqual({ dx: 0, lift: 828 - (700 - 8) });
  });

  it('fits between two controls when the space between them is large enough', () => {
    const place = phone([box(16, 772, 374, 828), box(16, 600, 374, 640)]);
    expect(place).toEqual({ dx: 0, lift: 64 });
    const top = 844 - 16 - (place?.lift ?? 0) - 48;
    expect(top).toBeGreaterThanOrEqual(640 + 8);
  });

  it('hides (null) when neither its column nor anything to the left is free', () => {
    // A tall card link over the bottom half of the screen.
    expect(phone([box(0, 300, 390, 844)])).toBeNull();
  });

  it('moves left along the bottom past a form that fills its column (a wide screen’s hero)', () => {
    // 1280 x 720, 56 px 24 px from the corner; the ride form's tabs, select and NEXT STEP at x 848-1216.
    const form = [box(848, 396, 1216, 442), box(848, 494, 1216, 544), box(848, 590, 1216, 642)];
    const place = placeLauncher({
      viewport: { width: 1280, height: 720 },
      size: 56,
      inset: 24,
      gap: 8,
      maxLift: 288,
      controls: form,
    });
    // Its right edge 8 px left of the form: 848 - 8 = 840, that is 1256 - 840 = 416 px left of its corner.
    expect(place).toEqual({ dx: 416, lift: 0 });
  });

  it('never ends on a control: every answer leaves the gap free around the launcher', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 500; run++) {
      const controls = Array.from({ length: 6 }, () => {
        const left = random() * 380;
        const top = random() * 844;
        return box(left, top, left + 10 + random() * 380, top + 10 + random() * 80);
      });
      const place = phone(controls);
      if (place === null) continue;
      const { dx, lift } = place;
      expect(lift).toBeLessThanOrEqual(338);
      expect(326 - dx).toBeGreaterThanOrEqual(16);
      const l = { left: 326 - dx - 8, right: 374 - dx + 8, top: 780 - lift - 8, bottom: 828 - lift + 8 };
      for (const c of controls) {
        const overlaps = c.left < l.right && c.right > l.left && c.top < l.bottom && c.bottom > l.top;
        expect(overlaps).toBe(false);
      }
    }
  });
});
