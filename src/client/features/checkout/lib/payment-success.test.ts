import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, toast } from '../../../lib/toast-store.ts';
import { announceThenLeave } from './payment-success.ts';

vi.mock('../../../lib/toast-store.ts', () => ({ toast: vi.fn(() => 7), dismissToast: vi.fn() }));

const message = {
  title: 'Pago realizado',
  description: '¡Su reserva está confirmada! Redirigiendo a la página de confirmación...',
};

describe('announceThenLeave (issue 16: no "redirecting" toast on the confirmation page)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(toast).mockClear();
    vi.mocked(dismissToast).mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the toast on checkout and takes it away as the customer reaches the confirmation page', () => {
    const leave = vi.fn(() => {
      // By the time the confirmation page renders, the toast is gone.
      expect(dismissToast).toHaveBeenCalledWith(7);
    });
    announceThenLeave(message, leave, 1500);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'success', ...message }));
    // Never outlives the checkout page.
    expect(vi.mocked(toast).mock.calls[0]?.[0].duration).toBeLessThanOrEqual(1500);
    vi.advanceTimersByTime(1499);
    expect(leave).not.toHaveBeenCalled();
    expect(dismissToast).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it('when the page is left first, neither the toast nor the redirect stays behind', () => {
    const leave = vi.fn();
    const cancel = announceThenLeave(message, leave, 1500);
    cancel();
    expect(dismissToast).toHaveBeenCalledWith(7);
    vi.advanceTimersByTime(5000);
    expect(leave).not.toHaveBeenCalled();
  });
});
