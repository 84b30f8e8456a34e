import { and, asc, desc, eq, inArray, isNull, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { companies, companyMembers, invoiceCounters, invoices } from '../../db/schema/companies.ts';
import { extraCharges } from '../../db/schema/extras.ts';
import { type AuditEntryInput, recordAudit } from '../admin/audit.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceInsert = typeof invoices.$inferInsert;
export type CompanyRow = typeof companies.$inferSelect;

/** The partial unique index: one live invoice per company and month. */
const COMPANY_PERIOD_KEY = 'invoices_company_period_key';

/**
 * A second live invoice of one company and month (another process invoiced it first): PostgreSQL's
 * unique_violation (23505) on that index, through pg and PGlite (possibly wrapped by drizzle).
 */
export function isPeriodTaken(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === COMPANY_PERIOD_KEY;
  }
  return false;
}

/** A ride that can be billed: on account, not billed yet, finished (completed, no-show) or cancelled with a fee. */
const billableRide = () =>
  and(
    eq(bookings.paymentMethod, 'account'),
    isNull(bookings.invoiceId),
    sql`${bookings.totalCents} - ${bookings.refundedCents} > 0`,
    inArray(bookings.status, ['completed', 'no_show', 'cancelled']),
  );

/** The traveller's name: the member who rode, else the passenger named on the booking, else its customer. */
const travellerName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${bookings.passengerName}, ${bookings.customerName})`;

export interface BillableRide {
  id: string;
  number: string;
  status: string;
  pickupAt: Date;
  pickupAddress: string;
  destinationAddress: string;
  references: Record<string, string> | null;
  traveller: string;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  refundedCents: number;
}

export interface BillableCharge {
  id: string;
  kind: 'closeout' | 'tip';
  amountCents: number;
  createdAt: Date;
  bookingId: string;
  bookingNumber: string;
  pickupAt: Date;
  pickupAddress: string;
  destinationAddress: string;
  references: Record<string, string> | null;
  traveller: string;
}

/** The companies' monthly invoices' reads and writes (decision 057); writes take their transaction (`q`). */
export function createInvoicesRepository(db: Db) {
  const rideColumns = {
    id: bookings.id,
    number: bookings.number,
    status: bookings.status,
    pickupAt: bookings.pickupAt,
    pickupAddress: bookings.pickupAddress,
    destinationAddress: bookings.destinationAddress,
    references: bookings.companyReferences,
    traveller: travellerName,
    subtotalCents: bookings.subtotalCents,
    taxCents: bookings.taxCents,
    totalCents: bookings.totalCents,
    refundedCents: bookings.refundedCents,
  };

  return {
    db,
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },
    audit: (q: Db, entry: AuditEntryInput) => recordAudit(q, entry),

    /** The companies billed by invoice (net 15 or net 30), by legal name. */
    invoicedCompanies(q: Db = db): Promise<CompanyRow[]> {
      return q
        .select()
        .from(companies)
        .where(inArray(companies.paymentTerms, ['net15', 'net30']))
        .orderBy(asc(sql`lower(${companies.legalName})`), asc(companies.id));
    },

    async company(q: Db, id: string): Promise<CompanyRow | undefined> {
      const [row] = await q.select().from(companies).where(eq(companies.id, id));
      return row;
    },

    /** The earliest unbilled item of any company: a ride's pickup or an on-account charge's creation. */
    async earliestUnbilled(q: Db = db): Promise<Date | null> {
      const [ride] = await q
        .select({ at: sql<Date | null>`min(${bookings.pickupAt})` })
        .from(bookings)
        .innerJoin(companies, eq(companies.id, bookings.companyId))
        .where(and(inArray(companies.paymentTerms, ['net15', 'net30']), billableRide()));
      const [charge] = await q
        .select({ at: sql<Date | null>`min(${extraCharges.createdAt})` })
        .from(extraCharges)
        .innerJoin(bookings, eq(bookings.id, extraCharges.bookingId))
        .innerJoin(companies, eq(companies.id, bookings.companyId))
        .where(
          and(
            inArray(companies.paymentTerms, ['net15', 'net30']),
            eq(extraCharges.status, 'on_account'),
            isNull(extraCharges.invoiceId),
          ),
        );
      const dates = [ride?.at, charge?.at]
        .filter((d): d is Date => d !== null && d !== undefined)
        .map((d) => new Date(d));
      return dates.length ? new Date(Math.min(...dates.map((d) => d.getTime()))) : null;
    },

    /** The company's rides to bill on the invoice of a month ending at `endsAt` (pickup before it). */
    billableRides(q: Db, companyId: string, endsAt: Date): Promise<BillableRide[]> {
      return q
        .select(rideColumns)
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.travellerUserId))
        .where(and(eq(bookings.companyId, companyId), lt(bookings.pickupAt, endsAt), billableRide()))
        .orderBy(asc(bookings.pickupAt), asc(bookings.number)) as Promise<BillableRide[]>;
    },

    /** The company's extras and tips on account not billed yet, made before `endsAt`. */
    billableCharges(q: Db, companyId: string, endsAt: Date): Promise<BillableCharge[]> {
      return q
        .select({
          id: extraCharges.id,
          kind: extraCharges.kind,
          amountCents: extraCharges.amountCents,
          createdAt: extraCharges.createdAt,
          bookingId: bookings.id,
          bookingNumber: bookings.number,
          pickupAt: bookings.pickupAt,
          pickupAddress: bookings.pickupAddress,
          destinationAddress: bookings.destinationAddress,
          references: bookings.companyReferences,
          traveller: travellerName,
        })
        .from(extraCharges)
        .innerJoin(bookings, eq(bookings.id, extraCharges.bookingId))
        .leftJoin(users, eq(users.id, bookings.travellerUserId))
        .where(
          and(
            eq(bookings.companyId, companyId),
            eq(extraCharges.status, 'on_account'),
            isNull(extraCharges.invoiceId),
            lt(extraCharges.createdAt, endsAt),
          ),
        )
        .orderBy(asc(bookings.pickupAt), asc(extraCharges.createdAt)) as Promise<BillableCharge[]>;
    },

    /**
     * The next number of `year`, drawn in `q`: the counter's row is locked until the transaction ends, so numbers
     * are handed out one transaction at a time, and a rolled-back transaction gives its number back.
     */
    async drawNumber(q: Db, year: number): Promise<number> {
      await q.insert(invoiceCounters).values({ year, last: 0 }).onConflictDoNothing();
      const [row] = await q
        .update(invoiceCounters)
        .set({ last: sql`${invoiceCounters.last} + 1` })
        .where(eq(invoiceCounters.year, year))
        .returning({ last: invoiceCounters.last });
      if (!row) throw new Error('invoice counter update returned no row');
      return row.last;
    },

    async insert(q: Db, row: InvoiceInsert): Promise<InvoiceRow> {
      const [created] = await q.insert(invoices).values(row).returning();
      if (!created) throw new Error('invoice insert returned no row');
      return created;
    },

    /** Marks the rides billed by `invoiceId`, only those not billed yet; returns how many. */
    async claimRides(q: Db, invoiceId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await q
        .update(bookings)
        .set({ invoiceId })
        .where(and(inArray(bookings.id, ids), isNull(bookings.invoiceId)))
        .returning({ id: bookings.id });
      return rows.length;
    },

    async claimCharges(q: Db, invoiceId: string, ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await q
        .update(extraCharges)
        .set({ invoiceId })
        .where(and(inArray(extraCharges.id, ids), isNull(extraCharges.invoiceId)))
        .returning({ id: extraCharges.id });
      return rows.length;
    },

    /** Gives a void invoice's rides and charges back (a new invoice of the month may bill them). */
    async release(q: Db, invoiceId: string): Promise<{ rides: number; charges: number }> {
      const rides = await q
        .update(bookings)
        .set({ invoiceId: null })
        .where(eq(bookings.invoiceId, invoiceId))
        .returning({ id: bookings.id });
      const charges = await q
        .update(extraCharges)
        .set({ invoiceId: null })
        .where(eq(extraCharges.invoiceId, invoiceId))
        .returning({ id: extraCharges.id });
      return { rides: rides.length, charges: charges.length };
    },

    /** The company's live (not void) invoice of the month starting `periodStart`, when there is one. */
    async liveInvoice(q: Db, companyId: string, periodStart: string): Promise<boolean> {
      const [row] = await q
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.companyId, companyId),
            eq(invoices.periodStart, periodStart),
            ne(invoices.status, 'void'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async byId(q: Db, id: string): Promise<(InvoiceRow & { companyName: string }) | undefined> {
      const [row] = await q
        .select({ invoice: invoices, companyName: companies.legalName })
        .from(invoices)
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .where(eq(invoices.id, id));
      return row ? { ...row.invoice, companyName: row.companyName } : undefined;
    },

    /** Invoices, newest first: of one company, one status, or open and past due before `overdueBefore`. */
    async list(filter: {
      companyId?: string | undefined;
      status?: InvoiceRow['status'] | undefined;
      overdueBefore?: string | undefined;
    }): Promise<(InvoiceRow & { companyName: string })[]> {
      const where: SQL[] = [];
      if (filter.companyId) where.push(eq(invoices.companyId, filter.companyId));
      if (filter.status) where.push(eq(invoices.status, filter.status));
      if (filter.overdueBefore) {
        where.push(eq(invoices.status, 'open'), lt(invoices.dueOn, filter.overdueBefore));
      }
      const rows = await db
        .select({ invoice: invoices, companyName: companies.legalName })
        .from(invoices)
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .where(where.length ? and(...where) : undefined)
        .orderBy(desc(invoices.year), desc(invoices.seq))
        .limit(500);
      return rows.map((r) => ({ ...r.invoice, companyName: r.companyName }));
    },

    /** Moves an open invoice (conditional: only while open); undefined when it is not open (or not there). */
    async updateOpen(q: Db, id: string, set: Partial<InvoiceInsert>): Promise<InvoiceRow | undefined> {
      const [row] = await q
        .update(invoices)
        .set(set)
        .where(and(eq(invoices.id, id), eq(invoices.status, 'open')))
        .returning();
      return row;
    },

    /** Claims the emailing of an invoice (once). */
    async claimEmail(q: Db, id: string, at: Date): Promise<boolean> {
      const rows = await q
        .update(invoices)
        .set({ emailedAt: at })
        .where(and(eq(invoices.id, id), isNull(invoices.emailedAt), ne(invoices.status, 'void')))
        .returning({ id: invoices.id });
      return rows.length === 1;
    },

    /** Open or paid invoices never emailed (an earlier run stopped between issuing and emailing). */
    unemailed(q: Db = db): Promise<{ id: string }[]> {
      return q
        .select({ id: invoices.id })
        .from(invoices)
        .where(and(isNull(invoices.emailedAt), eq(invoices.status, 'open')))
        .orderBy(asc(invoices.year), asc(invoices.seq));
    },

    /** Open invoices past due (due before `today`) not flagged yet: flagged now, returned. */
    flagOverdue(q: Db, today: string, at: Date) {
      return q
        .update(invoices)
        .set({ overdueAt: at, updatedAt: at })
        .where(and(eq(invoices.status, 'open'), lt(invoices.dueOn, today), isNull(invoices.overdueAt)))
        .returning({
          id: invoices.id,
          number: invoices.number,
          companyId: invoices.companyId,
          dueOn: invoices.dueOn,
        });
    },

    /** Open invoices due on or before `dueBy` whose company is still active: the companies to hold. */
    holdable(q: Db, dueBy: string) {
      return q
        .select({
          invoiceId: invoices.id,
          number: invoices.number,
          dueOn: invoices.dueOn,
          companyId: companies.id,
          companyName: companies.legalName,
        })
        .from(invoices)
        .innerJoin(companies, eq(companies.id, invoices.companyId))
        .where(and(eq(invoices.status, 'open'), lte(invoices.dueOn, dueBy), eq(companies.status, 'active')))
        .orderBy(asc(invoices.dueOn), asc(invoices.seq));
    },

    /** Puts an active company on hold (conditional: once). */
    async hold(q: Db, companyId: string, reason: string, at: Date): Promise<boolean> {
      const rows = await q
        .update(companies)
        .set({ status: 'on_hold', holdReason: reason, updatedAt: at })
        .where(and(eq(companies.id, companyId), eq(companies.status, 'active')))
        .returning({ id: companies.id });
      return rows.length === 1;
    },

    /** The company of which the account is an active member, and whether as a company admin. */
    async membership(userId: string): Promise<{ companyId: string; isAdmin: boolean } | undefined> {
      const [row] = await db
        .select({ companyId: companyMembers.companyId, isAdmin: companyMembers.isAdmin })
        .from(companyMembers)
        .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)));
      return row;
    },
  };
}
export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
