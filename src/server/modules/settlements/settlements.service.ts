/**
 * The chauffeurs' weekly statements (issue 36): computed from the trips and extra lines of a week (New York,
 * Monday to Sunday) until an admin marks the week paid; then stored with its lines, frozen, and any line that
 * becomes payable afterwards goes to the chauffeur's next unpaid week.
 */
import type {
  AdminSettlementWeek,
  DriverSettlementList,
  SettlementAdjustmentInput,
  SettlementAdjustmentResult,
  SettlementPayInput,
  SettlementStatement,
  SettlementStatus,
  SettlementSummary,
} from '../../../shared/contracts/settlements.ts';
import { formatUsd } from '../../../shared/domain/money.ts';
import { nyWallClock } from '../../../shared/domain/new-york-time.ts';
import type { PricingConfig } from '../../../shared/domain/pricing-config.ts';
import { addWeeks, weekBounds, weekEndDate, weekStartOf } from '../../../shared/domain/settlement-week.ts';
import { AppError } from '../../../shared/errors.ts';
import {
  adjustmentLine,
  type DatedLine,
  earliestFeedingWeek,
  effectiveWeek,
  extraLine,
  sortLines,
  totalsOf,
  tripLine,
} from './settlement-lines.ts';
import type { SettlementsQueries, SettlementsRepository } from './settlements.repository.ts';

export interface SettlementsDeps {
  repo: SettlementsRepository;
  pricing: { current(): Promise<Pick<PricingConfig, 'driverShareBps'>> };
  clock?: () => Date;
}

type PaidRow = Awaited<ReturnType<SettlementsQueries['settlements']>>[number];

const METHOD_TEXT = { bank_transfer: 'bank transfer', check: 'check', cash: 'cash', other: 'other' } as const;
const REAL_DATE = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

const strip = ({ driverId: _d, naturalWeek: _w, ...line }: DatedLine) => line;

export function createSettlementsService(deps: SettlementsDeps) {
  const { repo } = deps;
  const now = () => (deps.clock ? deps.clock() : new Date());

  /** A week named in a request: not after the current one. */
  function checkWeek(week: string): void {
    if (week > weekStartOf(now())) throw new AppError('settlement.weekInvalid');
  }

  function statusOf(week: string, paid: boolean): SettlementStatus {
    if (paid) return 'paid';
    return now() >= weekBounds(week).endsAt ? 'due' : 'open';
  }

  /** Lines of `lines` grouped by the week they are paid in, given each chauffeur's paid weeks. */
  function byEffectiveWeek(lines: DatedLine[], paid: Map<string, Set<string>>): Map<string, DatedLine[]> {
    const out = new Map<string, DatedLine[]>();
    for (const line of lines) {
      const key = `${line.driverId}|${effectiveWeek(line.naturalWeek, paid.get(line.driverId) ?? new Set())}`;
      const list = out.get(key) ?? [];
      list.push(line);
      out.set(key, list);
    }
    return out;
  }

  async function paidSets(q: SettlementsQueries, filter: { driverId?: string; upTo?: string }) {
    const paid = new Map<string, Set<string>>();
    for (const row of await q.paidWeeks(filter)) {
      const set = paid.get(row.driverId) ?? new Set<string>();
      set.add(row.weekStart);
      paid.set(row.driverId, set);
    }
    return paid;
  }

  /** Every unpaid line up to the end of `toWeek` (from `fromWeek` on when given), of one chauffeur or of all. */
  async function openLines(
    q: SettlementsQueries,
    filter: { driverId?: string; fromWeek?: string; toWeek: string },
  ) {
    const config = await deps.pricing.current();
    const f = {
      ...(filter.driverId ? { driverId: filter.driverId } : {}),
      ...(filter.fromWeek
        ? { from: { at: weekBounds(filter.fromWeek).startsAt, week: filter.fromWeek } }
        : {}),
      to: { at: weekBounds(filter.toWeek).endsAt, week: filter.toWeek },
    };
    const [trips, extras, adjustments] = [
      await q.openTrips(f),
      await q.openExtras(f),
      await q.openAdjustments(f),
    ];
    return [
      ...trips.map((t) => tripLine(t, config)),
      ...extras.map((e) => extraLine(e, config)),
      ...adjustments.map(adjustmentLine),
    ];
  }

  /** The unpaid statements of `week` (one chauffeur's or everyone's): driver id -> its lines. */
  async function openWeek(q: SettlementsQueries, week: string, driverId?: string) {
    const paid = await paidSets(q, { ...(driverId ? { driverId } : {}), upTo: week });
    let fromWeek = week;
    for (const set of paid.values()) {
      const earliest = earliestFeedingWeek(week, set);
      if (earliest < fromWeek) fromWeek = earliest;
    }
    const lines = await openLines(q, { ...(driverId ? { driverId } : {}), fromWeek, toWeek: week });
    const out = new Map<string, DatedLine[]>();
    for (const [key, list] of byEffectiveWeek(lines, paid)) {
      const [id, w] = key.split('|') as [string, string];
      if (w === week && !paid.get(id)?.has(week)) out.set(id, list);
    }
    return out;
  }

  function paidSummary(row: PaidRow, driverName: string): SettlementSummary {
    const s = row.settlement;
    return {
      driverId: s.driverId,
      driverName,
      weekStart: s.weekStart,
      weekEnd: weekEndDate(s.weekStart),
      status: 'paid',
      totals: {
        trips: s.trips,
        fareCents: s.fareCents,
        shareCents: s.shareCents,
        waitingCents: s.waitingCents,
        tipsCents: s.tipsCents,
        reimbursementsCents: s.reimbursementsCents,
        adjustmentsCents: s.adjustmentsCents,
        totalCents: s.totalCents,
      },
      payment: {
        paidOn: s.paidOn,
        method: s.method,
        reference: s.reference,
        paidBy: row.paidBy ?? null,
        recordedAt: s.createdAt.toISOString(),
      },
    };
  }

  function openSummary(
    driverId: string,
    driverName: string,
    week: string,
    lines: DatedLine[],
  ): SettlementSummary {
    return {
      driverId,
      driverName,
      weekStart: week,
      weekEnd: weekEndDate(week),
      status: statusOf(week, false),
      totals: totalsOf(lines),
      payment: null,
    };
  }

  async function nameOf(q: SettlementsQueries, driverId: string): Promise<string> {
    const name = (await q.driverNames([driverId])).get(driverId);
    if (name === undefined) throw new AppError('settlement.notFound');
    return name;
  }

  /** One chauffeur's statement of one week, paid (as stored) or open (as computed now). */
  async function statement(
    q: SettlementsQueries,
    driverId: string,
    week: string,
  ): Promise<SettlementStatement> {
    checkWeek(week);
    const name = await nameOf(q, driverId);
    const [paid] = await q.settlements({ driverId, weekStart: week });
    if (paid) {
      const items = await q.settlementItems(paid.settlement.id);
      return {
        ...paidSummary(paid, name),
        lines: items.map((i) => ({
          kind: i.kind,
          sourceId: i.sourceId,
          bookingNumber: i.bookingNumber,
          occurredAt: i.occurredAt.toISOString(),
          baseCents: i.baseCents,
          amountCents: i.amountCents,
          note: i.note,
        })),
      };
    }
    const lines = sortLines((await openWeek(q, week, driverId)).get(driverId) ?? []);
    return { ...openSummary(driverId, name, week, lines), lines: lines.map(strip) };
  }

  /** The signed-in chauffeur, with their profile (an applicant's account has none yet: 403). */
  async function requireProfile(userId: string): Promise<void> {
    if (!(await repo.hasDriverProfile(userId))) throw new AppError('driver.profileMissing');
  }

  return {
    /** Any chauffeur's statement (admins). */
    statement: (driverId: string, week: string) => statement(repo, driverId, week),

    /** The signed-in chauffeur's own statement. */
    async ownStatement(userId: string, week: string): Promise<SettlementStatement> {
      await requireProfile(userId);
      return statement(repo, userId, week);
    },

    /** The chauffeur's weeks with anything on them, newest first (the current week when it has lines). */
    async driverList(driverId: string): Promise<DriverSettlementList> {
      await requireProfile(driverId);
      const name = await nameOf(repo, driverId);
      const current = weekStartOf(now());
      const paid = await paidSets(repo, { driverId });
      const lines = await openLines(repo, { driverId, toWeek: current });
      const statements = (await repo.settlements({ driverId })).map((row) => paidSummary(row, name));
      for (const [key, list] of byEffectiveWeek(lines, paid)) {
        const week = key.split('|')[1] as string;
        statements.push(openSummary(driverId, name, week, list));
      }
      statements.sort((a, b) => b.weekStart.localeCompare(a.weekStart));
      return { statements };
    },

    /** Every chauffeur's statement of `week` (default: the last week that is over), and the week's sums. */
    async adminWeek(requested?: string): Promise<AdminSettlementWeek> {
      const current = weekStartOf(now());
      const week = requested ?? addWeeks(current, -1);
      checkWeek(week);
      const paidRows = await repo.settlements({ weekStart: week });
      const open = await openWeek(repo, week);
      const names = await repo.driverNames([
        ...new Set([...open.keys(), ...paidRows.map((r) => r.settlement.driverId)]),
      ]);
      const statements = [
        ...paidRows.map((r) => paidSummary(r, names.get(r.settlement.driverId) ?? '')),
        ...[...open].map(([id, lines]) => openSummary(id, names.get(id) ?? '', week, lines)),
      ].sort((a, b) => a.driverName.localeCompare(b.driverName) || a.driverId.localeCompare(b.driverId));
      const sum = (list: SettlementSummary[]) => list.reduce((s, x) => s + x.totals.totalCents, 0);
      const paidCents = sum(statements.filter((s) => s.status === 'paid'));
      const totalCents = sum(statements);
      return {
        weekStart: week,
        weekEnd: weekEndDate(week),
        previousWeek: addWeeks(week, -1),
        nextWeek: week < current ? addWeeks(week, 1) : null,
        statements,
        totalCents,
        paidCents,
        dueCents: totalCents - paidCents,
      };
    },

    /** Adds a signed amount to a chauffeur's week; a paid week's goes to the next unpaid week (audited). */
    async addAdjustment(
      driverId: string,
      week: string,
      input: SettlementAdjustmentInput,
      adminId: string,
    ): Promise<SettlementAdjustmentResult> {
      checkWeek(week);
      return repo.transaction(async (tx) => {
        const name = await nameOf(tx, driverId);
        const paid = (await paidSets(tx, { driverId })).get(driverId) ?? new Set<string>();
        const target = effectiveWeek(week, paid);
        const row = await tx.insertAdjustment({
          driverId,
          weekStart: target,
          amountCents: input.amountCents,
          reason: input.reason,
          createdByUserId: adminId,
        });
        const sign = input.amountCents > 0 ? '+' : '-';
        await tx.audit({
          actorUserId: adminId,
          action: 'settlement.adjust',
          entityType: 'settlement',
          entityId: row.id,
          summary: `${name}, week of ${target}: ${sign}${formatUsd(Math.abs(input.amountCents))} (${input.reason})`,
          after: {
            driverId,
            weekStart: target,
            requestedWeek: week,
            amountCents: input.amountCents,
            reason: input.reason,
          },
        });
        return { id: row.id, weekStart: target, movedFromPaidWeek: target !== week };
      });
    },

    /**
     * Marks a week that is over paid: its lines and totals are stored as they are, frozen. Of two concurrent
     * requests one wins (the unique week key), the other answers 409; a total that changed since the admin
     * saw it answers 409 too.
     */
    async markPaid(
      driverId: string,
      week: string,
      input: SettlementPayInput,
      adminId: string,
    ): Promise<SettlementStatement> {
      checkWeek(week);
      const today = nyWallClock(now()).date;
      if (!REAL_DATE(input.paidOn) || input.paidOn > today) {
        throw new AppError('settlement.paidOnInvalid', undefined, {
          paidOn: { code: 'settlement.paidOnInvalid' },
        });
      }
      const { endsAt } = weekBounds(week);
      if (now() < endsAt) throw new AppError('settlement.weekOpen', { date: addWeeks(week, 1) });
      await repo.transaction(async (tx) => {
        const current = await statement(tx, driverId, week);
        if (current.status === 'paid') throw new AppError('settlement.alreadyPaid');
        if (current.lines.length === 0) throw new AppError('settlement.empty');
        if (current.totals.totalCents !== input.expectedTotalCents) throw new AppError('settlement.changed');
        const t = current.totals;
        const row = await tx.insertSettlement({
          driverId,
          weekStart: week,
          ...t,
          paidOn: input.paidOn,
          method: input.method,
          reference: input.reference || null,
          paidByUserId: adminId,
        });
        if (!row) throw new AppError('settlement.alreadyPaid');
        const stored = await tx.insertItems(
          current.lines.map((l) => ({
            settlementId: row.id,
            kind: l.kind,
            sourceId: l.sourceId,
            bookingNumber: l.bookingNumber,
            occurredAt: new Date(l.occurredAt),
            baseCents: l.baseCents,
            amountCents: l.amountCents,
            note: l.note,
          })),
        );
        if (!stored) throw new AppError('settlement.changed');
        await tx.audit({
          actorUserId: adminId,
          action: 'settlement.pay',
          entityType: 'settlement',
          entityId: row.id,
          summary: `${current.driverName}, week of ${week}: ${formatUsd(t.totalCents)} paid by ${METHOD_TEXT[input.method]} on ${input.paidOn}`,
          after: {
            driverId,
            weekStart: week,
            ...t,
            paidOn: input.paidOn,
            method: input.method,
            reference: input.reference ?? null,
          },
        });
      });
      return statement(repo, driverId, week);
    },
  };
}
export type SettlementsService = ReturnType<typeof createSettlementsService>;
