/**
 * The companies' monthly invoices (issue 38, decision 057): issued for each New York month to every company on
 * net terms with rides or charges on account not billed yet, numbered from a per-year counter in the transaction
 * that inserts the invoice (no gaps, no repeats), emailed with the PDF and the CSV; paid or voided by admins;
 * flagged overdue, and the company held, by the daily job.
 */
import type {
  Invoice,
  InvoiceList,
  InvoiceListQuery,
  InvoicePayInput,
  InvoiceVoidInput,
} from '../../../shared/contracts/invoices.ts';
import { formatUsd } from '../../../shared/domain/money.ts';
import { nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import type { EmailPort } from '../../integrations/email/types.ts';
import { renderInvoiceCsv } from './invoice-csv.ts';
import { type InvoiceDocument, invoiceFileName } from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import {
  addDays,
  dueOnFor,
  invoiceNumber,
  isInvoicedTerms,
  monthBounds,
  nextMonth,
  nyMonthOf,
  previousMonth,
  sumLines,
} from './invoice-rules.ts';
import { INVOICE_TEXT, periodText } from './invoice-text.ts';
import { chargeLine, nyDay, rideLine, sortLines, summary, view } from './invoice-views.ts';
import {
  type CompanyRow,
  type InvoiceRow,
  type InvoicesRepository,
  isPeriodTaken,
} from './invoices.repository.ts';

/** The admin acting, or null for the system (the scheduled job). */
export interface Actor {
  id: string;
}

/** Another run billed some of these rides or charges between the read and the claim: read again. */
class Contended extends Error {}

export function createInvoicesService(deps: {
  repo: InvoicesRepository;
  email: EmailPort;
  clock?: (() => Date) | undefined;
  /** Days an invoice may be overdue before its company is held (COMPANY_HOLD_AFTER_DAYS). */
  holdAfterDays: number;
}) {
  const { repo, email } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function find(id: string) {
    const row = await repo.byId(repo.db, id);
    if (!row) throw new AppError('invoices.notFound');
    return row;
  }

  async function documentOf(row: InvoiceRow & { companyName: string }): Promise<InvoiceDocument> {
    const company = await repo.company(repo.db, row.companyId);
    if (!company) throw new AppError('invoices.notFound');
    return {
      invoice: view(row, nyDay(clock())),
      company: {
        legalName: company.legalName,
        billingAddress: company.billingAddress,
        taxId: company.taxId,
        paymentTerms: company.paymentTerms,
        referenceFields: company.referenceFields,
      },
    };
  }

  /**
   * One company's invoice of `month`, in one transaction: the items read, the number drawn, the invoice inserted,
   * the items claimed (conditional updates) and the issue audited. Null when there is nothing to bill or the month
   * is invoiced already (by this or a concurrent run: the partial unique index, whose loser rolls back with its
   * number).
   */
  async function issueOne(
    company: CompanyRow,
    month: string,
    now: Date,
    actor: Actor | null,
  ): Promise<InvoiceRow | null> {
    if (!isInvoicedTerms(company.paymentTerms)) return null;
    const terms = company.paymentTerms;
    const bounds = monthBounds(month);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        return await repo.transaction(async (tx) => {
          if (await repo.liveInvoice(tx, company.id, bounds.periodStart)) return null;
          const rides = await repo.billableRides(tx, company.id, bounds.endsAt);
          const charges = await repo.billableCharges(tx, company.id, bounds.endsAt);
          if (rides.length === 0 && charges.length === 0) return null;
          const lines = sortLines([...rides.map(rideLine), ...charges.map(chargeLine)]);
          const totals = sumLines(lines);
          const { year } = nyWallClock(now);
          const seq = await repo.drawNumber(tx, year);
          const row = await repo.insert(tx, {
            companyId: company.id,
            year,
            seq,
            number: invoiceNumber(year, seq),
            periodStart: bounds.periodStart,
            periodEnd: bounds.periodEnd,
            issuedAt: now,
            dueOn: dueOnFor(nyDay(now), terms),
            language: company.language,
            lines,
            ...totals,
            status: 'open',
            createdAt: now,
            updatedAt: now,
          });
          const claimedRides = await repo.claimRides(
            tx,
            row.id,
            rides.map((r) => r.id),
          );
          const claimedCharges = await repo.claimCharges(
            tx,
            row.id,
            charges.map((c) => c.id),
          );
          if (claimedRides !== rides.length || claimedCharges !== charges.length) throw new Contended();
          await audit(tx, actor, row, 'invoice.issue', {
            summary: `${row.number}: ${company.legalName}, ${periodText(row)}, ${lines.length} line${lines.length === 1 ? '' : 's'}, ${formatUsd(row.totalCents)} due ${row.dueOn}`,
            after: {
              number: row.number,
              companyId: company.id,
              periodStart: row.periodStart,
              totalCents: row.totalCents,
              dueOn: row.dueOn,
              rides: rides.length,
              charges: charges.length,
            },
          });
          return row;
        });
      } catch (err) {
        if (err instanceof Contended) continue;
        if (isPeriodTaken(err)) return null;
        throw err;
      }
    }
    return null;
  }

  function audit(
    q: Db,
    actor: Actor | null,
    row: InvoiceRow,
    action: 'invoice.issue' | 'invoice.email' | 'invoice.pay' | 'invoice.void' | 'invoice.overdue',
    entry: { summary: string; before?: Record<string, unknown>; after?: Record<string, unknown> },
  ) {
    return repo.audit(q, {
      actorUserId: actor?.id ?? null,
      action,
      entityType: 'invoice',
      entityId: row.id,
      ...entry,
    });
  }

  /** Emails an invoice (PDF and CSV attached) to each of its company's billing addresses, once. */
  async function send(id: string, now: Date, actor: Actor | null): Promise<boolean> {
    const row = await repo.byId(repo.db, id);
    if (!row || row.emailedAt || row.status === 'void') return false;
    const company = await repo.company(repo.db, row.companyId);
    if (!company) return false;
    const doc = await documentOf(row);
    const [pdf, csv] = [await renderInvoicePdf(doc), renderInvoiceCsv(doc)];
    const t = INVOICE_TEXT[row.language];
    const period = periodText(row);
    const sent = await repo.transaction(async (tx) => {
      if (!(await repo.claimEmail(tx, id, now))) return false;
      for (const to of company.billingEmails) {
        await email.record(
          {
            to,
            kind: 'company-invoice',
            subject: t.emailSubject(row.number, period),
            text: t.emailBody({
              company: company.legalName,
              number: row.number,
              period,
              total: formatUsd(row.totalCents, t.intl),
              dueOn: row.dueOn,
            }),
            attachments: [
              { filename: invoiceFileName(row.number, 'pdf'), contentType: 'application/pdf', content: pdf },
              {
                filename: invoiceFileName(row.number, 'csv'),
                contentType: 'text/csv; charset=utf-8',
                content: csv,
              },
            ],
          },
          tx,
        );
      }
      await audit(tx, actor, row, 'invoice.email', {
        summary: `${row.number}: emailed to ${company.billingEmails.join(', ')}`,
        after: { to: company.billingEmails },
      });
      return true;
    });
    if (sent) email.kick();
    return sent;
  }

  /** Every company's invoice of each month from the earliest unbilled one to `upTo`, then the emails. */
  async function invoiceUpTo(upTo: string, now: Date, actor: Actor | null): Promise<InvoiceRow[]> {
    const earliest = await repo.earliestUnbilled();
    const made: InvoiceRow[] = [];
    if (earliest) {
      const companies = await repo.invoicedCompanies();
      for (let month = nyMonthOf(earliest); month <= upTo; month = nextMonth(month)) {
        for (const company of companies) {
          const row = await issueOne(company, month, now, actor);
          if (row) made.push(row);
        }
      }
    }
    for (const { id } of await repo.unemailed()) await send(id, now, actor);
    return made;
  }

  /** Flags open invoices past due, and holds the companies of those overdue more than the configured days. */
  async function overdueAndHolds(now: Date): Promise<{ flagged: number; held: number }> {
    const today = nyDay(now);
    const flagged = await repo.transaction(async (tx) => {
      const rows = await repo.flagOverdue(tx, today, now);
      for (const r of rows)
        await repo.audit(tx, {
          actorUserId: null,
          action: 'invoice.overdue',
          entityType: 'invoice',
          entityId: r.id,
          summary: `${r.number}: overdue (due ${r.dueOn})`,
          after: { overdueAt: now.toISOString() },
        });
      return rows.length;
    });
    let held = 0;
    const seen = new Set<string>();
    for (const h of await repo.holdable(repo.db, addDays(today, -(deps.holdAfterDays + 1)))) {
      if (seen.has(h.companyId)) continue;
      seen.add(h.companyId);
      const reason = `Invoice ${h.number} overdue since ${h.dueOn} (more than ${deps.holdAfterDays} days)`;
      const done = await repo.transaction(async (tx) => {
        if (!(await repo.hold(tx, h.companyId, reason, now))) return false;
        await repo.audit(tx, {
          actorUserId: null,
          action: 'company.hold',
          entityType: 'company',
          entityId: h.companyId,
          summary: `${h.companyName}: put on hold, ${reason}`,
          before: { status: 'active', holdReason: null },
          after: { status: 'on_hold', holdReason: reason, invoiceId: h.invoiceId },
        });
        return true;
      });
      if (done) held += 1;
    }
    return { flagged, held };
  }

  return {
    /**
     * The scheduled run (hourly, one process at a time; idempotent): every month before the current New York month
     * with unbilled items is invoiced (on the 1st, the month just ended; earlier ones caught up), unsent invoices
     * emailed, overdue invoices flagged and companies held.
     */
    async runScheduled(now: Date = clock()) {
      const issued = await invoiceUpTo(previousMonth(nyMonthOf(now)), now, null);
      const overdue = await overdueAndHolds(now);
      return { issued: issued.length, ...overdue };
    },

    /** POST /api/admin/invoices/run: a month before the current one invoiced now (and any earlier left over). */
    async runMonth(actor: Actor, month: string): Promise<InvoiceList> {
      const now = clock();
      if (month >= nyMonthOf(now)) throw AppError.onField('month', 'invoices.monthInvalid');
      const made = await invoiceUpTo(month, now, actor);
      const today = nyDay(now);
      const rows = await Promise.all(made.map((r) => find(r.id)));
      return { invoices: rows.map((r) => summary(r, today)) };
    },

    async list(query: InvoiceListQuery): Promise<InvoiceList> {
      const today = nyDay(clock());
      const rows = await repo.list({
        companyId: query.companyId,
        status: query.status,
        overdueBefore: query.overdue === 'true' ? today : undefined,
      });
      const kept =
        query.overdue === 'false' ? rows.filter((r) => !(r.status === 'open' && r.dueOn < today)) : rows;
      return { invoices: kept.map((r) => summary(r, today)) };
    },

    async get(id: string): Promise<Invoice> {
      return view(await find(id), nyDay(clock()));
    },

    /** The PDF or CSV of an invoice; `companyId`: only that company's (another's answers 404). */
    async file(id: string, format: 'pdf' | 'csv', companyId?: string) {
      const row = await find(id);
      if (companyId !== undefined && row.companyId !== companyId) throw new AppError('invoices.notFound');
      const doc = await documentOf(row);
      return {
        filename: invoiceFileName(row.number, format),
        body: format === 'pdf' ? await renderInvoicePdf(doc) : renderInvoiceCsv(doc),
      };
    },

    /** An open invoice marked paid (conditional: a second payment, or a void one, answers 409), audited. */
    async pay(actor: Actor, id: string, input: InvoicePayInput): Promise<Invoice> {
      const now = clock();
      const before = await find(id);
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.updateOpen(tx, id, {
          status: 'paid',
          paidAmountCents: input.amountCents,
          paidOn: input.paidOn,
          paidMethod: input.method,
          updatedAt: now,
        });
        if (!updated) throw new AppError('invoices.notOpen');
        const short = input.amountCents - updated.totalCents;
        await audit(tx, actor, updated, 'invoice.pay', {
          summary: `${updated.number}: paid ${formatUsd(input.amountCents)} on ${input.paidOn} by ${input.method}${short === 0 ? '' : ` (total ${formatUsd(updated.totalCents)})`}`,
          before: { status: 'open' },
          after: {
            status: 'paid',
            paidAmountCents: input.amountCents,
            paidOn: input.paidOn,
            paidMethod: input.method,
          },
        });
        return updated;
      });
      return view({ ...row, companyName: before.companyName }, nyDay(now));
    },

    /**
     * An open invoice voided with its reason: it keeps its number; its rides and charges are released, so the month
     * can be invoiced again (a new number). Conditional: a paid or void invoice answers 409.
     */
    async void(actor: Actor, id: string, input: InvoiceVoidInput): Promise<Invoice> {
      const now = clock();
      const before = await find(id);
      const row = await repo.transaction(async (tx) => {
        const updated = await repo.updateOpen(tx, id, {
          status: 'void',
          voidReason: input.reason,
          updatedAt: now,
        });
        if (!updated) throw new AppError('invoices.notOpen');
        const released = await repo.release(tx, id);
        await audit(tx, actor, updated, 'invoice.void', {
          summary: `${updated.number}: void (${input.reason}); ${released.rides} rides and ${released.charges} charges released`,
          before: { status: 'open' },
          after: { status: 'void', voidReason: input.reason, ...released },
        });
        return updated;
      });
      return view({ ...row, companyName: before.companyName }, nyDay(now));
    },

    /** The company routes: the company the account administers (404 no active membership, 403 not its admin). */
    async companyOf(userId: string): Promise<string> {
      const m = await repo.membership(userId);
      if (!m) throw new AppError('companies.notMember');
      if (!m.isAdmin) throw new AppError('companies.notCompanyAdmin');
      return m.companyId;
    },

    /** Sends the invoice's email if it was never sent (the run does it; exposed for the tests). */
    send: (id: string) => send(id, clock(), null),
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;
