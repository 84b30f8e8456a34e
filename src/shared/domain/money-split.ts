/**
 * Where every dollar of a booking goes (PRODUCT decisions 11, 23 and 29; docs/decisions/044): each stored price
 * line (or, on a fare line that carries them, each of its parts) is a fare line the chauffeur shares, a
 * pass-through collected for someone else (New York's for-hire surcharges, tolls; sales tax is the booking's
 * own column), or a company charge (the card processing fee, the admin fee). The chauffeur's share is of the
 * fare lines only; a refund is split over the four in proportion, in exact cents.
 */
import { mulDivRound } from './exact.ts';
import { BPS_ONE, type PricingConfig } from './pricing-config.ts';

export type LineClass = 'fare' | 'passThrough' | 'company';

/**
 * Each known line or part code. The stored fare lines (`fare`, `fare_outbound`, `fare_return`) carry their
 * parts since issue 35; a fare line without parts (booked before) counts whole as fare.
 */
export const LINE_CLASSES: Record<string, LineClass> = {
  // A leg's fare, whole (no parts stored), and its parts.
  fare: 'fare',
  fare_outbound: 'fare',
  fare_return: 'fare',
  /** The base price, or a package's (or the hours') all-in price. */
  base: 'fare',
  distance: 'fare',
  /** Standard transportation charge: a service charge on the ride (not a gratuity), part of the fare. */
  stc: 'fare',
  tolls: 'passThrough',
  /** The 4% card processing fee pays the card processor: the company's. */
  card_fee: 'company',
  /** The booking's admin fee: the company's. */
  admin_fee: 'company',
  // New York's for-hire charges, owed to the state, the city, the MTA, the Port Authority and the Fund.
  nys_congestion: 'passThrough',
  crz_for_hire: 'passThrough',
  airport_access: 'passThrough',
  black_car_fund: 'passThrough',
  // Extras the chauffeur serves.
  meet_and_greet: 'fare',
  child_seat: 'fare',
  extra_stop: 'fare',
  extra_stop_miles: 'fare',
  /**
   * Dispatch's price override on a booking taken by phone (decision 045): the difference from the quote, with a
   * reason, is a change of the fare (up or down), so the chauffeur's share follows it.
   */
  dispatch_adjustment: 'fare',
  /** A discount or promo line (negative cents) reduces the fare. */
  discount: 'fare',
  /** A company's negotiated discount on account (decision 058): it reduces the fare too. */
  company_discount: 'fare',
  promo: 'fare',
};

/** A line's class; a code this table lacks is fare (the chauffeur is never short of a line no one classified). */
export const lineClass = (code: string): LineClass => LINE_CLASSES[code] ?? 'fare';

export interface MoneyPart {
  code: string;
  amountCents: number;
}

/** A stored price line; `parts`, when present, add up to it and are classed instead of the line. */
export interface MoneyLine extends MoneyPart {
  parts?: readonly MoneyPart[] | undefined;
}

/** The leaves that are classed: a line's parts when they add up to it, else the line. */
export function leafLines(lines: readonly MoneyLine[]): MoneyPart[] {
  return lines.flatMap((l) => {
    const parts = l.parts ?? [];
    const sum = parts.reduce((s, p) => s + p.amountCents, 0);
    return parts.length > 0 && sum === l.amountCents ? parts : [{ code: l.code, amountCents: l.amountCents }];
  });
}

export interface MoneySplit {
  fareCents: number;
  passThroughCents: number;
  companyCents: number;
  taxCents: number;
}

/**
 * A booking's total by class. Without any price line (bookings stored before lines existed) the subtotal is
 * fare. fare + passThrough + company + tax = the lines' sum + tax (= the total on every priced booking).
 */
export function moneySplit(booking: {
  priceLines: readonly MoneyLine[];
  taxCents: number;
  totalCents: number;
}): MoneySplit {
  const split: MoneySplit = {
    fareCents: 0,
    passThroughCents: 0,
    companyCents: 0,
    taxCents: booking.taxCents,
  };
  if (booking.priceLines.length === 0) return { ...split, fareCents: booking.totalCents - booking.taxCents };
  for (const leaf of leafLines(booking.priceLines)) {
    const c = lineClass(leaf.code);
    if (c === 'fare') split.fareCents += leaf.amountCents;
    else if (c === 'passThrough') split.passThroughCents += leaf.amountCents;
    else split.companyCents += leaf.amountCents;
  }
  return split;
}

/**
 * The chauffeur's share of a fare sum (PRODUCT decision 11, 80% by default): rounded once to the cent, half
 * away from zero; never below zero (a discount larger than the fare leaves nothing to share).
 */
export function shareOfFareCents(config: Pick<PricingConfig, 'driverShareBps'>, fareCents: number): number {
  return Math.max(0, mulDivRound([fareCents, config.driverShareBps], BPS_ONE));
}

/** The chauffeur's share of a booking: of its fare lines only, never of tax, surcharges, tolls or fees. */
export function driverShareCents(
  config: Pick<PricingConfig, 'driverShareBps'>,
  booking: { priceLines: readonly MoneyLine[]; taxCents: number; totalCents: number },
): number {
  return shareOfFareCents(config, moneySplit(booking).fareCents);
}

/**
 * A refund split over the booking's classes in proportion to the total, in exact cents, by cumulative rounding
 * in a fixed order (tax, pass-through, company, then fare takes the rest): tax = round(R x tax / T),
 * tax + passThrough = round(R x (tax + passThrough) / T), and so on, half up. Every part is >= 0, within one
 * cent of its exact proportion, and the parts add up to the refund. The SQL of the analytics repeats it.
 */
export function refundSplit(split: MoneySplit, totalCents: number, refundCents: number): MoneySplit {
  if (refundCents <= 0 || totalCents <= 0) {
    return { fareCents: 0, passThroughCents: 0, companyCents: 0, taxCents: 0 };
  }
  const upTo = (cents: number) => mulDivRound([refundCents, cents], totalCents);
  const c1 = upTo(split.taxCents);
  const c2 = upTo(split.taxCents + split.passThroughCents);
  const c3 = upTo(split.taxCents + split.passThroughCents + split.companyCents);
  return { taxCents: c1, passThroughCents: c2 - c1, companyCents: c3 - c2, fareCents: refundCents - c3 };
}

/** The company's revenue of a booking: fare and company lines, less their part of the refunds. */
export function netRevenueCents(
  booking: { priceLines: readonly MoneyLine[]; taxCents: number; totalCents: number },
  refundedCents: number,
): number {
  const split = moneySplit(booking);
  const back = refundSplit(split, booking.totalCents, refundedCents);
  return split.fareCents + split.companyCents - back.fareCents - back.companyCents;
}
