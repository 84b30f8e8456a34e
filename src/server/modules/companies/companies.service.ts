import type {
  Company,
  CompanyInput,
  CompanyList,
  CompanyListQuery,
  CompanyWithBalance,
} from '../../../shared/contracts/companies.ts';
import { nyDate } from '../../../shared/domain/dispatch-board.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Db } from '../../db/client.ts';
import {
  isNameTaken,
  type CompaniesRepository,
  type CompanyInsert,
  type CompanyRow,
  type CompanyWithFigures,
} from './companies.repository.ts';
import { companyCardOf } from './company-card.service.ts';

/** The admin acting (the session's account). */
export interface Actor {
  id: string;
}

/** The editable fields as stored: an active company keeps no hold reason. */
type CompanyFields = Omit<CompanyInsert, 'id' | 'createdAt' | 'updatedAt'>;

function fieldsOf(input: CompanyInput): CompanyFields {
  return {
    legalName: input.legalName,
    billingAddress: input.billingAddress,
    billingEmails: input.billingEmails,
    taxId: input.taxId,
    paymentTerms: input.paymentTerms,
    creditLimitCents: input.creditLimitCents,
    referenceFields: input.referenceFields.map((f) => ({
      key: f.key,
      labelEn: f.labelEn,
      labelEs: f.labelEs,
      required: f.required,
    })),
    discountPpm: input.discountPpm,
    language: input.language,
    status: input.status,
    holdReason: input.status === 'on_hold' ? input.holdReason : null,
  };
}

function view(row: CompanyRow): Company {
  return {
    id: row.id,
    legalName: row.legalName,
    billingAddress: row.billingAddress,
    billingEmails: row.billingEmails,
    taxId: row.taxId,
    paymentTerms: row.paymentTerms,
    creditLimitCents: row.creditLimitCents,
    referenceFields: row.referenceFields,
    discountPpm: row.discountPpm,
    language: row.language,
    status: row.status,
    holdReason: row.holdReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The card on file's label and expiry for the base's admin (decision 060); never the provider's ids. */
function cardLabelOf(row: CompanyRow): string | null {
  const card = companyCardOf(row);
  return card ? `${card.label} · ${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : null;
}

function viewWithBalance(row: CompanyWithFigures): CompanyWithBalance {
  return {
    ...view(row),
    balanceCents: row.balanceCents,
    overdueCents: row.overdueCents,
    overdueCount: row.overdueCount,
    memberCount: row.memberCount,
    cardLabel: cardLabelOf(row),
  };
}

/** The fields that changed between two versions of a record, for the audit entry. */
function changed(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    b[key] = before[key] ?? null;
    a[key] = after[key] ?? null;
  }
  return { before: b, after: a };
}

const nameTaken = () => AppError.onField('legalName', 'companies.nameTaken');

/**
 * Company accounts (issue 38, decision 055): the admins create, read and edit them; every change is audited in
 * its transaction with the fields before and after. The legal name is unique whatever its case: checked first for
 * the usual answer, and by the unique index when two admins save the same name at once (the same 409).
 */
export function createCompaniesService(deps: {
  repo: CompaniesRepository;
  clock?: (() => Date) | undefined;
}) {
  const { repo } = deps;
  const clock = deps.clock ?? (() => new Date());

  async function requireFreeName(q: Db, legalName: string, exceptId?: string): Promise<void> {
    if (await repo.nameTaken(q, legalName, exceptId)) throw nameTaken();
  }

  return {
    async list(query: CompanyListQuery): Promise<CompanyList> {
      const rows = await repo.list({
        status: query.status,
        q: query.q || undefined,
        today: nyDate(clock()),
      });
      return { companies: rows.map(viewWithBalance) };
    },

    async get(id: string): Promise<CompanyWithBalance> {
      const row = await repo.withFigures(id, nyDate(clock()));
      if (!row) throw new AppError('companies.notFound');
      return viewWithBalance(row);
    },

    async create(actor: Actor, input: CompanyInput): Promise<Company> {
      const at = clock();
      const fields = fieldsOf(input);
      try {
        return await repo.transaction(async (tx) => {
          await requireFreeName(tx, fields.legalName);
          const row = await repo.insert(tx, { ...fields, createdAt: at, updatedAt: at });
          await repo.audit(tx, {
            actorUserId: actor.id,
            action: 'company.create',
            entityType: 'company',
            entityId: row.id,
            summary: `${row.legalName}: company account created (${row.status === 'on_hold' ? 'on hold' : 'active'})`,
            after: fields,
          });
          return view(row);
        });
      } catch (err) {
        throw isNameTaken(err) ? nameTaken() : err;
      }
    },

    /** Replaces every editable field; the company's row is locked, so two edits of it queue. */
    async update(actor: Actor, id: string, input: CompanyInput): Promise<Company> {
      const at = clock();
      const fields = fieldsOf(input);
      try {
        return await repo.transaction(async (tx) => {
          const before = await repo.byId(tx, id, { lock: true });
          if (!before) throw new AppError('companies.notFound');
          await requireFreeName(tx, fields.legalName, id);
          const row = await repo.update(tx, id, { ...fields, updatedAt: at });
          if (!row) throw new AppError('companies.notFound');
          const diff = changed(before, fields);
          const names = Object.keys(diff.after);
          const held =
            before.status !== row.status
              ? `; ${row.status === 'on_hold' ? 'put on hold' : 'made active'}`
              : '';
          await repo.audit(tx, {
            actorUserId: actor.id,
            action: 'company.update',
            entityType: 'company',
            entityId: id,
            summary: `${row.legalName}: ${names.length ? `changed (${names.join(', ')})${held}` : 'saved unchanged'}`,
            ...diff,
          });
          return view(row);
        });
      } catch (err) {
        throw isNameTaken(err) ? nameTaken() : err;
      }
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
