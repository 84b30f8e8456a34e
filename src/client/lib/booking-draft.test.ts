import { describe, expect, it } from 'vitest';
import { packageFields } from './booking-draft.ts';

describe('packageFields', () => {
  it('keeps a marketing package while the service stays the same', () => {
    const draft = {
      serviceType: 'wedding',
      package: 'wedding-premium',
      packageName: 'Luxury Wedding Package',
      hours: 6,
      basePrice: 750,
      pickupAddress: 'typed by the customer',
    };
    expect(packageFields(draft, 'wedding')).toEqual({
      package: 'wedding-premium',
      packageName: 'Luxury Wedding Package',
      hours: 6,
      basePrice: 750,
    });
  });

  it('drops it when the customer picks another service or has no draft', () => {
    expect(packageFields({ serviceType: 'wedding', package: 'wedding-basic' }, 'tour')).toEqual({});
    expect(packageFields(null, 'tour')).toEqual({});
  });
});
