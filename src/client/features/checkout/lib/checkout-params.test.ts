import { describe, expect, it } from 'vitest';
import {
  checkoutBookingId,
  checkoutReturnUrl,
  checkoutSearch,
  confirmationHref,
  isBookingId,
  stripeRedirectReturn,
} from './checkout-params.ts';

const ID = '3f2b8c1e-9a4d-4e5f-8a7b-1c2d3e4f5a6b';
const OTHER = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const q = (s: string) => new URLSearchParams(s);

describe('checkoutBookingId', () => {
  it('prefers the id in the URL', () => {
    expect(checkoutBookingId(q(`booking=${ID}`), { bookingId: OTHER, number: 'NYC-AAAAAA' })).toBe(ID);
  });

  it('falls back to the booking stored by booking details', () => {
    expect(checkoutBookingId(q(''), { bookingId: OTHER, number: 'NYC-AAAAAA' })).toBe(OTHER);
    expect(checkoutBookingId(q('booking=nope'), { bookingId: OTHER, number: 'NYC-AAAAAA' })).toBe(OTHER);
  });

  it('is null without either', () => {
    expect(checkoutBookingId(q(''), null)).toBeNull();
    expect(checkoutBookingId(q('booking=../../etc'), null)).toBeNull();
    expect(checkoutBookingId(q(''), { bookingId: 'x', number: 'NYC-AAAAAA' })).toBeNull();
  });

  it('recognises UUIDs only', () => {
    expect(isBookingId(ID)).toBe(true);
    expect(isBookingId(ID.toUpperCase())).toBe(true);
    expect(isBookingId(`${ID}x`)).toBe(false);
    expect(isBookingId(null)).toBe(false);
  });
});

describe('URLs', () => {
  it('keeps only the booking in the page URL and the return URL', () => {
    expect(checkoutSearch(ID)).toBe(`?booking=${ID}`);
    expect(checkoutReturnUrl('https://example.test', ID)).toBe(
      `https://example.test/stripe-checkout?booking=${ID}`,
    );
  });

  it('links to the confirmation with the token only when there is one', () => {
    expect(confirmationHref('NYC-7K3M9Q', null)).toBe('/booking-confirmation?number=NYC-7K3M9Q');
    expect(confirmationHref('NYC-7K3M9Q', 'a b&c')).toBe(
      '/booking-confirmation?number=NYC-7K3M9Q&token=a+b%26c',
    );
  });
});

describe('stripeRedirectReturn', () => {
  it('reads the payment intent and the outcome Stripe appends', () => {
    expect(
      stripeRedirectReturn(
        q(
          `booking=${ID}&payment_intent=pi_123abc&payment_intent_client_secret=pi_123abc_secret_x&redirect_status=succeeded`,
        ),
      ),
    ).toEqual({ paymentIntentId: 'pi_123abc', status: 'succeeded' });
    expect(stripeRedirectReturn(q('payment_intent=pi_123abc&redirect_status=processing'))).toEqual({
      paymentIntentId: 'pi_123abc',
      status: 'processing',
    });
  });

  it('treats any other status as a failed attempt', () => {
    expect(
      stripeRedirectReturn(q('payment_intent=pi_123abc&redirect_status=requires_payment_method')),
    ).toEqual({
      paymentIntentId: 'pi_123abc',
      status: 'failed',
    });
    expect(stripeRedirectReturn(q('payment_intent=pi_123abc'))?.status).toBe('failed');
  });

  it('is null on a normal visit or a malformed id', () => {
    expect(stripeRedirectReturn(q(`booking=${ID}`))).toBeNull();
    expect(stripeRedirectReturn(q('payment_intent=<script>&redirect_status=succeeded'))).toBeNull();
  });
});
