import '../zod-setup.ts';
import * as z from 'zod/mini';
import { BOOKING_STATUSES } from '../domain/booking-status.ts';
import { issue } from '../zod-issues.ts';

/**
 * Analytics (/admin, third tab): GET /api/admin/analytics?from&to, New York calendar dates, inclusive, at most
 * `ANALYTICS_MAX_DAYS` apart (defaults: the last 30 days). Computed in SQL over bookings created in the range.
 * Money in dollars (docs/decisions/044): `revenue` is net revenue, the company's own money: what earned bookings
 * (completed, or paid then cancelled: what the refunds left) were charged, less sales tax, pass-through lines
 * (New York's for-hire surcharges, tolls) and refunds (each refund split over them in proportion); `gross` is
 * what they were charged; `driverShare` the chauffeurs' stored earnings; `margin` = revenue - driverShare.
 * Weeks start on Monday; a week or month is labelled by its first day inside the range.
 */
export const ANALYTICS_MAX_DAYS = 731;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const analyticsQuerySchema = z.object({
  from: z.optional(z.string().check(z.regex(DATE, issue('admin.dateInvalid')))),
  to: z.optional(z.string().check(z.regex(DATE, issue('admin.dateInvalid')))),
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

/** Net revenue, gross, the chauffeurs' share and the company's margin of a group of bookings. */
const money = { revenue: z.number(), gross: z.number(), driverShare: z.number(), margin: z.number() };
const bucket = z.object({ start: z.string(), bookings: z.int(), completed: z.int(), ...money });
const breakdown = z.object({ key: z.string(), label: z.string(), bookings: z.int(), ...money });

export const analyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  totals: z.object({
    bookings: z.int(),
    completed: z.int(),
    cancelled: z.int(),
    ...money,
    /** Sales tax and pass-through lines collected for others, net of their part of the refunds. */
    tax: z.number(),
    passThrough: z.number(),
    averageFare: z.nullable(z.number()),
    /** Cancelled over bookings that were paid (confirmed or later at some point), 0-1; null without any. */
    cancellationRate: z.nullable(z.number()),
    /** Refunds on the earned bookings. */
    refunded: z.number(),
  }),
  revenueByDay: z.array(bucket),
  revenueByWeek: z.array(bucket),
  revenueByMonth: z.array(bucket),
  byStatus: z.array(z.object({ status: z.enum(BOOKING_STATUSES), bookings: z.int() })),
  byService: z.array(breakdown),
  byVehicle: z.array(breakdown),
  drivers: z.object({
    total: z.int(),
    /** Drivers with at least one completed trip in the range. */
    active: z.int(),
    /** Hours on trips (started to completed, cut to the range) over the drivers' rostered hours in the range, 0-1. */
    utilisation: z.nullable(z.number()),
    tripsCompleted: z.int(),
  }),
  /** The most frequent pickup area → destination area pairs (boroughs, airports, Manhattan districts). */
  popularRoutes: z.array(z.object({ from: z.string(), to: z.string(), bookings: z.int(), ...money })),
});
export type Analytics = z.infer<typeof analyticsSchema>;
