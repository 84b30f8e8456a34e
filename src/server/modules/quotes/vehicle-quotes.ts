/**
 * A quote's price for each vehicle (quote.service.ts): its legs as the ride's pricing says (a package's
 * price, the custom formula on each leg, or the hours), the extras and the extra stop's added miles, tax, and
 * the `calculatedPricing` view of its first leg.
 */
import type { Vehicle } from '../../../shared/contracts/catalog.ts';
import type { RouteInfo } from '../../../shared/contracts/maps.ts';
import type { QuoteExtras, QuoteLeg, VehicleQuote } from '../../../shared/contracts/quotes.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import {
  customRideQuote,
  extrasCents,
  extraStopMilesCents,
  hourlyPriceCents,
  packagePriceCents,
  timePackagePriceCents,
  tripTotal,
} from '../../../shared/domain/pricing.ts';
import type { ResolvedLocation } from '../maps/maps.service.ts';
import { dollars, legSurchargeFacts, packageBreakdown } from './quote-legs.ts';
import type { Pricing } from './ride-pricing.ts';

/** The ride as priced once for every vehicle. */
export interface PricedRide {
  pricing: Pricing;
  route: RouteInfo | null;
  returnRoute: RouteInfo | null;
  returnAt: Date | null;
  ends: [ResolvedLocation, ResolvedLocation] | null;
  /** Metres the extra stop adds to the outbound ride (0 without one, and on hourly rides). */
  addedMeters: number;
  extras: QuoteExtras;
  passengers?: number | undefined;
  bags?: number | undefined;
}

/** Each vehicle's quote, and the hours an hourly ride was priced for (null on a distance ride). */
export function priceVehicles(
  config: PricingConfig,
  vehicles: readonly Vehicle[],
  { pricing, route, returnRoute, returnAt, ends, addedMeters, extras, passengers, bags }: PricedRide,
): { quotes: VehicleQuote[]; hoursPriced: number | null } {
  const extraLines = extrasCents(config, extras).lines;
  const customFacts = pricing.kind === 'distance' && !pricing.pkg;
  const outboundFacts = customFacts ? legSurchargeFacts(route, ends) : null;
  const returnFacts =
    customFacts && returnAt ? legSurchargeFacts(returnRoute ?? route, ends && [ends[1], ends[0]]) : null;
  let hoursPriced: number | null = null;
  const quotes: VehicleQuote[] = vehicles.map((v) => {
    const packageLeg = (kind: QuoteLeg['leg'], price: number, legRoute: RouteInfo | null): QuoteLeg => ({
      leg: kind,
      pricing: 'package',
      breakdown: packageBreakdown(price, legRoute),
      priceCents: price,
    });
    const distanceLeg = (kind: 'outbound' | 'return', legRoute: RouteInfo | null): QuoteLeg => {
      if (pricing.kind === 'distance' && pricing.pkg) {
        const price = packagePriceCents(config, {
          basePriceCents: pricing.pkg.basePriceCents,
          vehicleCode: v.code,
        });
        return packageLeg(kind, price, legRoute);
      }
      const q = customRideQuote(config, {
        vehicleCode: v.code,
        distanceMeters: legRoute ? legRoute.distance.value : null,
        tollsCents: legRoute ? legRoute.tolls.reduce((s, t) => s + t.amountCents, 0) : 0,
        surchargeFacts: kind === 'outbound' ? outboundFacts : returnFacts,
      });
      return { leg: kind, pricing: 'custom', breakdown: q.breakdown, priceCents: q.finalPriceCents };
    };
    let legs: QuoteLeg[];
    if (pricing.kind === 'hourly') {
      const price = hourlyPriceCents(config, { hours: pricing.hours, vehicleCode: v.code });
      if (price === null) throw new Error('the pricing configuration has no hourly package');
      hoursPriced = pricing.hours;
      legs = [packageLeg('hourly', price, route)];
    } else if (pricing.kind === 'time-package') {
      const p = timePackagePriceCents(config, {
        pkg: pricing.pkg,
        includedHours: pricing.included,
        hours: pricing.hours,
        vehicleCode: v.code,
      });
      hoursPriced = p.hoursPriced;
      legs = [packageLeg('hourly', p.cents, route)];
    } else {
      legs = [
        distanceLeg('outbound', route),
        ...(returnAt ? [distanceLeg('return', returnRoute ?? route)] : []),
      ];
    }
    const stopMilesCents = extraStopMilesCents(config, { vehicleCode: v.code, addedMeters });
    const total = tripTotal(config, {
      legsCents: legs.map((l) => l.priceCents),
      extras,
      extraStopMilesCents: stopMilesCents,
    });
    const first = legs[0] as QuoteLeg;
    const b = first.breakdown;
    return {
      vehicleId: v.id,
      vehicleCode: v.code,
      vehicleName: v.name,
      legs,
      extras: [
        ...extraLines,
        ...(stopMilesCents > 0 ? [{ id: 'extraStopMiles' as const, cents: stopMilesCents }] : []),
      ],
      extrasCents: total.extrasCents,
      subtotalCents: total.subtotalCents,
      taxRatePpm: total.taxRatePpm,
      taxCents: total.taxCents,
      totalCents: total.totalCents,
      fitsParty: (passengers ?? 1) <= v.passengers && (bags ?? 0) <= v.luggage,
      calculatedPricing: {
        vehicleId: v.id,
        vehicleCode: v.code,
        breakdown: {
          basePrice: dollars(b.basePriceCents),
          distanceCharge: dollars(b.distanceChargeCents),
          tolls: dollars(b.tollsCents),
          creditCardFee: dollars(b.creditCardFeeCents),
          stcCharge: dollars(b.stcChargeCents),
          adminFee: dollars(b.adminFeeCents),
          surcharges: dollars(b.surchargesCents),
          total: dollars(b.totalCents),
          distanceInMiles: b.distanceInMiles,
        },
        finalPrice: dollars(first.priceCents),
      },
    };
  });
  return { quotes, hoursPriced };
}
