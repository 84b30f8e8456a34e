import { describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/errors.ts';
import { checkPackageDoors } from './package-doors.ts';

const TIMES_SQUARE = { lat: 40.758, lng: -73.9855 };
const BARCLAYS = { lat: 40.6826, lng: -73.9751 };
const FLUSHING = { lat: 40.7675, lng: -73.833 };
const JFK_T4 = { lat: 40.6441, lng: -73.7823 };

/** The field and code a refusal names, or null when the doors are accepted. */
function refusal(...args: Parameters<typeof checkPackageDoors>) {
  try {
    checkPackageDoors(...args);
    return null;
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const [field, problem] = Object.entries(err.fieldErrors ?? {})[0] ?? [];
    return { field, code: problem?.code };
  }
}

describe('checkPackageDoors (PRODUCT decision 25)', () => {
  it("accepts a route package's doors in its two areas, either direction", () => {
    expect(refusal('manhattan-brooklyn', TIMES_SQUARE, BARCLAYS)).toBeNull();
    expect(refusal('manhattan-brooklyn', BARCLAYS, TIMES_SQUARE)).toBeNull();
  });

  it('refuses the end outside the areas, on its own field', () => {
    expect(refusal('manhattan-brooklyn', TIMES_SQUARE, FLUSHING)).toEqual({
      field: 'destination',
      code: 'booking.doorOutsidePackage',
    });
    expect(refusal('manhattan-brooklyn', FLUSHING, BARCLAYS)).toEqual({
      field: 'pickup',
      code: 'booking.doorOutsidePackage',
    });
    // Both ends in Manhattan: the destination is not in Brooklyn.
    expect(refusal('manhattan-brooklyn', TIMES_SQUARE, TIMES_SQUARE)?.field).toBe('destination');
  });

  it('an airport package (as the marketing pages name it) wants the airport and a Manhattan door', () => {
    expect(refusal('jfk-manhattan', JFK_T4, TIMES_SQUARE)).toBeNull();
    expect(refusal('jfk', TIMES_SQUARE, JFK_T4)).toBeNull();
    expect(refusal('jfk-manhattan', JFK_T4, BARCLAYS)?.field).toBe('destination');
    expect(refusal('jfk-manhattan', BARCLAYS, TIMES_SQUARE)?.field).toBe('pickup');
  });

  it('time packages, custom routes and unknown ids fix no area', () => {
    expect(refusal('standard', FLUSHING, null)).toBeNull();
    expect(refusal('custom', FLUSHING, BARCLAYS)).toBeNull();
    expect(refusal(undefined, FLUSHING, BARCLAYS)).toBeNull();
    expect(refusal('no-such-package', FLUSHING, BARCLAYS)).toBeNull();
  });
});
