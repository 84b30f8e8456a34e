import { bigint, bigserial, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The analytics' daily rollups (decision 048): per New York day of creation and per everything the analytics
 * group by (status, service, vehicle, pickup and destination areas), the counts and money sums of the bookings.
 * Kept exact by database triggers (migration `booking_rollups_triggers`) in the transaction of every booking and
 * driver-trip change: the trigger writes the change's difference as a row of `booking_rollup_deltas` (an insert,
 * never a contended update), and a job folds the deltas into `booking_rollups`. A report reads both.
 */
const figures = {
  bookings: integer('bookings').notNull().default(0),
  completed: integer('completed').notNull().default(0),
  cancelled: integer('cancelled').notNull().default(0),
  paid: integer('paid').notNull().default(0),
  paidCancelled: integer('paid_cancelled').notNull().default(0),
  /** The total of the completed bookings (the average fare's numerator). */
  completedFare: bigint('completed_fare', { mode: 'number' }).notNull().default(0),
  gross: bigint('gross', { mode: 'number' }).notNull().default(0),
  net: bigint('net', { mode: 'number' }).notNull().default(0),
  taxNet: bigint('tax_net', { mode: 'number' }).notNull().default(0),
  passNet: bigint('pass_net', { mode: 'number' }).notNull().default(0),
  refunds: bigint('refunds', { mode: 'number' }).notNull().default(0),
  share: bigint('share', { mode: 'number' }).notNull().default(0),
  margin: bigint('margin', { mode: 'number' }).notNull().default(0),
};

const keys = {
  /** The New York date the bookings were created on. */
  day: date('day').notNull(),
  status: text('status').notNull(),
  serviceType: text('service_type').notNull(),
  serviceName: text('service_name').notNull(),
  vehicleId: text('vehicle_id').notNull(),
  vehicleName: text('vehicle_name').notNull(),
  fromArea: text('from_area').notNull(),
  toArea: text('to_area').notNull(),
};

export const bookingRollups = pgTable('booking_rollups', { ...keys, ...figures }, (t) => [
  primaryKey({
    name: 'booking_rollups_pkey',
    columns: [
      t.day,
      t.status,
      t.serviceType,
      t.serviceName,
      t.vehicleId,
      t.vehicleName,
      t.fromArea,
      t.toArea,
    ],
  }),
]);

/** A booking change's difference to the rollups, not folded in yet (the job folds and deletes them). */
export const bookingRollupDeltas = pgTable('booking_rollup_deltas', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  ...keys,
  ...figures,
});
