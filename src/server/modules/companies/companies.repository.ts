import { and, asc, eq, getTableColumns, ne, sql, type SQL } from 'drizzle-orm';
import type { CompanyStatus } from '../../../shared/domain/companies.ts';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/companies.ts';
import { type AuditEntryInput, recordAudit } from '../admin/audit.ts';
import { containsPattern } from '../admin/admin-query.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;

/** What a company owes and how many members it has (decision 059), beside its row. */
export interface CompanyFigures {
  balanceCents: number;
  overdueCents: number;
  overdueCount: number;
  memberCount: number;
}
export type CompanyWithFigures = CompanyRow & CompanyFigures;

/**
 * A company's figures as correlated sub-selects of the one statement that reads the companies (no query per
 * company), `today` the New York date (an open invoice due before it is overdue):
 * - balance: its open invoices' totals, plus what is on account and not invoiced yet: each booking billed to it
 *   (`payment_method = 'account'`, not pending) at its total less what was refunded (a cancelled one: the fee it
 *   kept), and its on-account extras and tips;
 * - overdue: the open invoices due before today (total and count);
 * - members: those not removed.
 */
function figures(today: string) {
  // Written out with their tables' names: drizzle leaves a column unqualified in a one-table select, and the outer
  // company's "id" must not be read as the inner table's.
  const overdue = sql`from invoices i where i.company_id = companies.id
    and i.status = 'open' and i.due_on < ${today}::date`;
  return {
    balanceCents: sql<number>`(
      (select coalesce(sum(i.total_cents), 0) from invoices i
        where i.company_id = companies.id and i.status = 'open')
      + (select coalesce(sum(greatest(b.total_cents - b.refunded_cents, 0)), 0) from bookings b
        where b.company_id = companies.id and b.payment_method = 'account'
          and b.invoice_id is null and b.status <> 'pending')
      + (select coalesce(sum(x.amount_cents), 0) from extra_charges x join bookings b on b.id = x.booking_id
        where b.company_id = companies.id and x.status = 'on_account' and x.invoice_id is null)
    )::int`,
    overdueCents: sql<number>`(select coalesce(sum(i.total_cents), 0) ${overdue})::int`,
    overdueCount: sql<number>`(select count(*) ${overdue})::int`,
    memberCount: sql<number>`(select count(*) from company_members m
      where m.company_id = companies.id and m.removed_at is null)::int`,
  };
}

/** The unique index on lower(legal_name): its violation is the 409 `companies.nameTaken`. */
const COMPANY_NAME_KEY = 'companies_legal_name_key';

/**
 * Another company's legal name violated the unique index (a concurrent create or rename): PostgreSQL's
 * unique_violation (23505) on that index, through pg and PGlite (possibly wrapped by drizzle).
 */
export function isNameTaken(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || constraint === COMPANY_NAME_KEY;
  }
  return false;
}

/**
 * Company accounts' reads and writes (decision 055). Writes take the connection to run on (`q`: a transaction), so
 * the change and its audit entry are one.
 */
export function createCompaniesRepository(db: Db) {
  return {
    db,
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => fn(tx as unknown as Db));
    },

    /** Records an admin's change in the audit log, in `q` (the change's transaction). */
    audit: (q: Db, entry: AuditEntryInput) => recordAudit(q, entry),

    /** Companies by legal name (case aside), of one status and whose name contains `q` when given. */
    async list(filter: {
      status?: CompanyStatus | undefined;
      q?: string | undefined;
      /** The New York date the overdue invoices are counted at. */
      today: string;
    }): Promise<CompanyWithFigures[]> {
      const where: SQL[] = [];
      if (filter.status) where.push(eq(companies.status, filter.status));
      if (filter.q) where.push(sql`${companies.legalName} ilike ${containsPattern(filter.q)}`);
      return db
        .select({ ...getTableColumns(companies), ...figures(filter.today) })
        .from(companies)
        .where(where.length ? and(...where) : undefined)
        .orderBy(asc(sql`lower(${companies.legalName})`), asc(companies.id));
    },

    /** One company with its figures at `today` (a New York date). */
    async withFigures(id: string, today: string): Promise<CompanyWithFigures | undefined> {
      const [row] = await db
        .select({ ...getTableColumns(companies), ...figures(today) })
        .from(companies)
        .where(eq(companies.id, id));
      return row;
    },

    async byId(q: Db, id: string, opts: { lock?: boolean } = {}): Promise<CompanyRow | undefined> {
      const query = q.select().from(companies).where(eq(companies.id, id));
      const [row] = opts.lock ? await query.for('update') : await query;
      return row;
    },

    /** Another company with this legal name, case aside (`exceptId`: the company being edited). */
    async nameTaken(q: Db, legalName: string, exceptId?: string): Promise<boolean> {
      const same = sql`lower(${companies.legalName}) = lower(${legalName})`;
      const [row] = await q
        .select({ id: companies.id })
        .from(companies)
        .where(exceptId ? and(same, ne(companies.id, exceptId)) : same)
        .limit(1);
      return row !== undefined;
    },

    async insert(q: Db, row: CompanyInsert): Promise<CompanyRow> {
      const [created] = await q.insert(companies).values(row).returning();
      if (!created) throw new Error('company insert returned no row');
      return created;
    },

    async update(q: Db, id: string, set: Partial<CompanyInsert>): Promise<CompanyRow | undefined> {
      const [row] = await q.update(companies).set(set).where(eq(companies.id, id)).returning();
      return row;
    },
  };
}
export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;
