/**
 * The shape of the one pricing configuration (stored in the database, edited by admins) and its units:
 * money in cents, multipliers and percentages in basis points, the tax rate in parts per million.
 */
import type { TollId } from './crossings.ts';

// ---------------------------------------------------------------------------------------------------------------
// Configuration types

export const BPS_ONE = 10_000;
export const PPM_ONE = 1_000_000;

export type PackageKind = 'airport' | 'hourly' | 'route' | 'wedding' | 'event';

export interface PricingPackage {
  /** Unique across kinds: jfk, basic, manhattan-brooklyn, wedding-basic, prom … */
  id: string;
  kind: PackageKind;
  name: string;
  basePriceCents: number;
  /** Hours included (hourly and wedding packages). */
  hours?: number;
}

/** Per-vehicle-code values with a required fallback for codes not listed. */
export type VehicleCodeTable = { other: number } & Record<string, number>;

export interface CustomRideConfig {
  /** The specification's base price (75 dollars). */
  basePriceCents: number;
  /** Per-mile rate by vehicle code (sedan 2.5, escalade 4, suburban 3.5, sprinter 4.5, other 3). */
  perMileCents: VehicleCodeTable;
  creditCardFeeBps: number;
  stcBps: number;
  adminFeeCents: number;
}

export const EXTRA_IDS = ['meetAndGreet', 'childSeat', 'extraStop'] as const;
export type ExtraId = (typeof EXTRA_IDS)[number];

export interface ExtraConfig {
  name: string;
  cents: number;
}

export interface TollConfig {
  name: string;
  /** E-ZPass passenger-car amount; the peak amount where the facility has peak and off-peak. */
  amountCents: number;
  /** Off-peak E-ZPass amount where the facility has one (Port Authority crossings since 2026-01-04); else null. */
  offPeakCents: number | null;
  isActive: boolean;
  /** Charged at most once per trip however often the route crosses. */
  oncePerTrip: boolean;
}

/** New York's for-hire charges on a black-car trip, each its own quote line on custom rides (PRODUCT decision 3). */
export const SURCHARGE_IDS = ['nysCongestion', 'crzForHire', 'airportAccess', 'blackCarFund'] as const;
export type SurchargeId = (typeof SURCHARGE_IDS)[number];

export interface SurchargeConfig {
  name: string;
  /** Cents per trip (airportAccess: per airport pickup or drop-off) when flat; basis points of the ride's charges when a percentage. */
  value: number;
  isPercentage: boolean;
  isActive: boolean;
}

export const RATE_CARD_CATEGORIES = ['sedan', 'suv', 'van', 'limo'] as const;
export type RateCardCategory = (typeof RATE_CARD_CATEGORIES)[number];

export interface RateCardVehicle {
  /** The operations document's "base rate" (per mile). */
  perMileCents: number;
  minimumFareCents: number;
  hourlyRateCents: number;
}

export interface ServiceMultiplier {
  id: string;
  name: string;
  factorBps: number;
  description: string;
  /** Priced by the hour (hourly rate x hours) instead of by the mile. */
  hourly: boolean;
}

/** A daily window on some weekdays, [startMinute, endMinute) in New York local minutes since midnight. */
export interface DailyWindow {
  /** 0 = Sunday … 6 = Saturday */
  days: number[];
  startMinute: number;
  endMinute: number;
}

/** A point in the week: day 0 = Sunday … 6 = Saturday, minute 0-1440 of that day. */
export interface WeekPoint {
  day: number;
  minute: number;
}

export interface TimeFactors {
  rushHour: { name: string; factorBps: number; description: string; windows: DailyWindow[] };
  /** [from, to) across the week, wrapping past Saturday (Friday 17:00 to Sunday 24:00). */
  weekend: { name: string; factorBps: number; description: string; from: WeekPoint; to: WeekPoint };
  /** New York calendar dates, YYYY-MM-DD. */
  holiday: { name: string; factorBps: number; description: string; dates: string[] };
}

export const FEE_IDS = ['waitingTime', 'extraStop', 'luggageHandling', 'earlyMorning', 'promocode'] as const;
export type FeeId = (typeof FEE_IDS)[number];

export interface RateCardFee {
  name: string;
  /** Cents (per minute, stop or bag for those fees) when flat; basis points of the running total when a percentage. */
  value: number;
  isActive: boolean;
  isPercentage: boolean;
  /** Subtracted instead of added (the promo code). */
  isDiscount: boolean;
  description: string;
}

export interface RateCardFees {
  /** Charged per minute after the free minutes. */
  waitingTime: RateCardFee & { freeMinutes: number };
  extraStop: RateCardFee;
  luggageHandling: RateCardFee;
  /** Applies by the pickup clock, every day, [startMinute, endMinute). */
  earlyMorning: RateCardFee & { startMinute: number; endMinute: number };
  promocode: RateCardFee;
}

export interface RateCardConfig {
  vehicles: Record<RateCardCategory, RateCardVehicle>;
  serviceMultipliers: ServiceMultiplier[];
  timeFactors: TimeFactors;
  fees: RateCardFees;
}

export interface PricingConfig {
  currency: 'USD';
  customRide: CustomRideConfig;
  /** Package price multipliers by vehicle code (escalade 1.5, suburban 1.3, sprinter 1.4, sedan 1, other 1.2). */
  packageMultipliersBps: VehicleCodeTable;
  packages: PricingPackage[];
  extras: Record<ExtraId, ExtraConfig>;
  /** Sales tax at checkout (PRODUCT decision 4). */
  taxRatePpm: number;
  /** The driver's share of the trip price (PRODUCT decision 11). */
  driverShareBps: number;
  tolls: Record<TollId, TollConfig>;
  /** When peak tolls apply (Port Authority), New York local time windows. */
  tollPeakWindows: DailyWindow[];
  surcharges: Record<SurchargeId, SurchargeConfig>;
  rateCard: RateCardConfig;
}
