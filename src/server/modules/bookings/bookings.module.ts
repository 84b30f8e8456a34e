import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createStripePayments } from '../../integrations/payments/stripe.provider.ts';
import { createTestPaymentsRepository } from '../../integrations/payments/test-payments.repository.ts';
import {
  createTestProcessor,
  type TestProcessor,
} from '../../integrations/payments/test-processor.provider.ts';
import type { PaymentsPort } from '../../integrations/payments/types.ts';
import type { AppContext } from '../../plugins/infrastructure.ts';
import { createBookingLifecycle, type BookingLifecycle } from './booking-lifecycle.ts';
import { createBookingCancellation } from './booking-cancel.service.ts';
import { createBookingNotifier } from './booking-notifier.ts';
import { bookingPassengerRoutes, createBookingPassenger } from './booking-passenger.ts';
import { refundFailedEmail } from './booking-emails.ts';
import { createBookingRefunds } from './booking-refunds.ts';
import { createBookingsRepository, type BookingRow } from './bookings.repository.ts';
import { createChangeRecheck, type ChangeRecheck } from '../trips/change-recheck.ts';
import {
  createPendingBookingsSweep,
  schedulePendingBookings,
  type PendingBookingsSweep,
} from '../../jobs/pending-bookings.ts';
import { receiptChanges } from './booking-change-apply.ts';
import { bookingChangesRoutes } from './booking-changes.routes.ts';
import { createBookingChanges } from './booking-changes.service.ts';
import { checkoutRoutes } from './checkout.routes.ts';
import { createCheckoutService } from './checkout.service.ts';
import { createOnAccountCheckout } from './checkout-on-account.ts';
import { onAccountRoutes } from './on-account.routes.ts';
import { createSavedCardCheckout, savedCardCheckoutRoutes } from './saved-card-checkout.ts';
import { createBookingDetailsChange } from './booking-details-change.ts';
import { dispatchBookingsRoutes } from './dispatch-bookings.routes.ts';
import { createDispatchBookingsRepository } from './dispatch-bookings.repository.ts';
import { createDispatchBookings } from './dispatch-bookings.service.ts';
import { userBookingsRoutes } from './user-bookings.routes.ts';
import { createCompanyCardService, type CompanyCardService } from '../companies/company-card.service.ts';
import { buildExtras } from '../extras/extras.module.ts';
import { createUserBookingsService, type UserBookingsService } from './user-bookings.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A customer's bookings (for the chat's "my next ride"). */
    userBookings: UserBookingsService;
    /** Status changes (the one transition), reads and customer access of bookings, for other modules. */
    bookingLifecycle: BookingLifecycle;
    /** Paid bookings left pending are confirmed, unpaid ones expired (scheduled; tests call it). */
    pendingBookings: PendingBookingsSweep;
    /** A company's card on file (decision 060), kept with this module's payment provider (routes: companies). */
    companyCards: CompanyCardService;
  }
}

/** Card payments: Stripe when its keys are set; otherwise the test processor, never in production. */
function choosePayments(ctx: AppContext): {
  payments: PaymentsPort | null;
  testProcessor: TestProcessor | null;
} {
  const { env } = ctx;
  if (env.STRIPE_SECRET_KEY) {
    const payments = createStripePayments({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      ...(ctx.stripeApiBase ? { apiBase: ctx.stripeApiBase } : {}),
    });
    return { payments, testProcessor: null };
  }
  if (ctx.production) return { payments: null, testProcessor: null };
  const testProcessor = createTestProcessor({
    repo: createTestPaymentsRepository(ctx.database.db),
    now: ctx.clock,
  });
  return { payments: testProcessor, testProcessor };
}

const plugin: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const repo = createBookingsRepository(ctx.database.db);

  const { payments, testProcessor } = choosePayments(ctx);
  // An account whose email is verified (the emailed link, or Google) gets the guest bookings made with it.
  app.accounts.onEmailVerified((tx, user) => repo.claimGuestBookings(tx, user.id, user.email));
  const refunds = createBookingRefunds({
    db: ctx.database.db,
    payments,
    refusals: {
      async record(tx, { booking, refund }) {
        for (const to of await repo.adminEmails(tx))
          await ctx.email.record(refundFailedEmail(to, booking, refund), tx);
      },
      kick: () => ctx.email.kick(),
    },
    log: app.log,
  });
  // Extras and tips after the ride (decision 29): charged through this module's payments and pay links.
  const extras = buildExtras(app, {
    db: ctx.database.db,
    bookings: repo,
    payments,
    email: ctx.email,
    publicUrl: ctx.publicUrl,
    clock: ctx.clock,
    limits: { writes: ctx.limits.checkout },
  });
  const userBookings = createUserBookingsService({
    repo,
    now: ctx.clock,
    refunds,
    changes: (id) => receiptChanges(ctx.database.db, id),
    extras: (id) => extras.billing.receiptLines(id),
  });
  app.decorate('userBookings', userBookings);
  const notifier = createBookingNotifier({
    repo,
    email: ctx.email,
    notifications: app.notifications,
    publicUrl: ctx.publicUrl,
    log: app.log,
    clock: ctx.clock,
    refunds,
  });
  const transaction = <T>(fn: (tx: Db) => Promise<T>) => ctx.database.db.transaction((tx) => fn(tx));
  // Decision 062: a change of an assigned ride checks its chauffeur again. The trips module (registered after this
  // one) owns the rules; the change reaches them through its decorator when a request runs.
  let recheck: ChangeRecheck | null = null;
  const recheckChauffeur = (tx: Db, b: BookingRow, at: Date) => {
    if (!app.hasDecorator('tripDispatch')) return Promise.resolve(null);
    recheck ??= createChangeRecheck({
      dispatch: app.tripDispatch,
      transition: (input, q) => repo.transition(input, q),
    });
    return recheck(tx, b, at);
  };
  // Saved cards (decision 27) need the checkout's payment intent, and the checkout keeps the cards they save.
  let savedCards: ReturnType<typeof createSavedCardCheckout> | null = null;
  const changes = createBookingChanges({
    db: ctx.database.db,
    repo,
    quotes: app.quotes,
    catalog: app.catalog,
    maps: app.maps,
    payments,
    refunds,
    email: ctx.email,
    publicUrl: ctx.publicUrl,
    operatorEmail: ctx.env.OPERATOR_EMAIL,
    log: app.log,
    clock: ctx.clock ?? (() => new Date()),
    recheckChauffeur,
  });
  const checkout = createCheckoutService({
    keepCard: (userId, intentId) => savedCards?.keepCard(userId, intentId) ?? Promise.resolve(),
    repo,
    quotes: app.quotes,
    maps: app.maps,
    catalog: app.catalog,
    payments,
    events: notifier,
    refunds: { ...refunds, transaction },
    transaction,
    log: app.log,
    minLeadMinutes: ctx.env.BOOKING_MIN_LEAD_MINUTES,
    clock: ctx.clock,
    changePayments: changes,
    extraPayments: extras.billing,
  });
  savedCards = createSavedCardCheckout({ repo, checkout, payments, saved: app.saved, log: app.log });
  const pendingBookings = createPendingBookingsSweep({
    db: ctx.database.db,
    payments,
    fulfil: checkout.fulfil,
    transition: (input) => repo.transition(input),
    log: app.log,
  });
  app.decorate('pendingBookings', pendingBookings);
  // One listening process runs the sweep every few minutes; tests call it with their own clock.
  let stopPendingSweep = () => {};
  app.addHook('onListen', async () => {
    stopPendingSweep = schedulePendingBookings(ctx.database.db, app.log, pendingBookings, ctx.clock);
  });
  app.addHook('onClose', async () => stopPendingSweep());
  app.decorate(
    'bookingLifecycle',
    createBookingLifecycle({ repo, checkout, publicUrl: ctx.publicUrl, refunds }),
  );
  const cancellation = createBookingCancellation({
    repo,
    refunds,
    transaction,
    // The trips module (registered after this one, over `bookingLifecycle`) owns the drivers' trips; the
    // cancellation reaches it through its decorator when a request runs.
    async releaseTrip(tx, bookingId, reason, at) {
      if (!app.hasDecorator('tripDispatch')) return null;
      const trip = await app.tripDispatch.liveTrip(tx, bookingId);
      if (!trip) return null;
      await app.tripDispatch.moveTrip(tx, trip, { to: 'cancelled', reason }, at);
      return trip.driverId;
    },
    email: ctx.email,
    publicUrl: ctx.publicUrl,
    log: app.log,
    clock: ctx.clock,
  });
  await app.register(userBookingsRoutes(userBookings, cancellation, { writes: ctx.limits.checkout }));
  await app.register(savedCardCheckoutRoutes(savedCards, { writes: ctx.limits.checkout }));
  await app.register(
    bookingPassengerRoutes(
      createBookingPassenger({
        db: ctx.database.db,
        repo,
        email: ctx.email,
        clock: ctx.clock ?? (() => new Date()),
      }),
      { writes: ctx.limits.checkout },
    ),
  );
  await app.register(bookingChangesRoutes(changes, { writes: ctx.limits.checkout }));
  // Dispatch takes bookings by phone (decision 045): the same checkout and change machinery, admins only.
  const dispatch = createDispatchBookings({
    db: ctx.database.db,
    repo: createDispatchBookingsRepository(ctx.database.db),
    bookings: repo,
    checkout,
    accounts: app.accounts,
    email: ctx.email,
    publicUrl: ctx.publicUrl,
    log: app.log,
    extraLinks: extras.billing,
  });
  await app.register(extras.routes);
  await app.register(
    dispatchBookingsRoutes({
      dispatch,
      changes,
      details: createBookingDetailsChange({
        db: ctx.database.db,
        repo,
        refunds,
        email: ctx.email,
        publicUrl: ctx.publicUrl,
        operatorEmail: ctx.env.OPERATOR_EMAIL,
        log: app.log,
        clock: ctx.clock ?? (() => new Date()),
        recheckChauffeur,
      }),
      production: ctx.production,
      limits: { writes: ctx.limits.checkout },
    }),
  );
  // Booking on account (issue 38, decision 058): a company's booker bills the booking to the company.
  await app.register(
    onAccountRoutes(
      createOnAccountCheckout({
        db: ctx.database.db,
        repo,
        events: notifier,
        payments,
        fulfil: checkout.fulfil,
        transaction,
        log: app.log,
        minLeadMinutes: ctx.env.BOOKING_MIN_LEAD_MINUTES,
        clock: ctx.clock ?? (() => new Date()),
      }),
      { writes: ctx.limits.checkout },
    ),
  );
  // A company's card on file (decision 060): kept with this module's payment provider, by the company's admins.
  app.decorate(
    'companyCards',
    createCompanyCardService({ db: ctx.database.db, payments, transaction, clock: ctx.clock }),
  );
  await app.register(
    checkoutRoutes({
      checkout,
      notifier,
      testProcessor,
      stripeWebhook: Boolean(ctx.env.STRIPE_SECRET_KEY),
      limits: { writes: ctx.limits.checkout, emailReceipt: ctx.limits.emailReceipt },
      clock: ctx.clock,
    }),
  );
};

/**
 * Bookings: one repository for the customer's bookings (list, rating, receipts) and the booking flow
 * (checkout over quotes and the catalog, payments through Stripe or the test processor, confirmation and
 * receipt emails); exposes `app.userBookings` and `app.bookingLifecycle`.
 */
export const bookingsModule = fp(plugin, {
  name: 'bookings',
  dependencies: ['infrastructure', 'auth', 'catalog', 'pricing', 'quotes', 'maps', 'saved', 'notifications'],
});
