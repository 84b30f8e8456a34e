import type {
  CompanyBookingsList,
  CompanyBookingsQuery,
  CompanyMembership,
} from '../../../shared/contracts/company-portal.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { nyLocalToInstant, nyWallClock } from '../../../shared/domain/new-york-time.ts';
import { AppError } from '../../../shared/errors.ts';
import type { BookingLifecycle } from '../bookings/booking-lifecycle.ts';
import type { Membership } from './members.repository.ts';
import type { PortalRepository, Visibility } from './portal.repository.ts';

export const PORTAL_PAGE_SIZE = 25;

/** The New York month `yyyy-mm` as the instants [from, to). */
export function nyMonthRange(month: string): { from: Date; to: Date } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return {
    from: nyLocalToInstant(y, m, 1),
    to: m === 12 ? nyLocalToInstant(y + 1, 1, 1) : nyLocalToInstant(y, m + 1, 1),
  };
}

export function nyMonthOf(at: Date): string {
  const w = nyWallClock(at);
  return `${w.year}-${String(w.month).padStart(2, '0')}`;
}

/** What a member sees of the company's rides: admins all; a booker what they booked; a traveller their own. */
export function visibilityOf({ member, company }: Membership): Visibility {
  return {
    companyId: company.id,
    all: member.isAdmin,
    bookedBy: member.canBook ? member.userId : undefined,
    riddenBy: member.canRide ? member.userId : undefined,
  };
}

/**
 * The company portal (decision 056): the caller's company and roles, the month's running total for admins, the
 * rides the caller may see and their receipts. Everything is scoped to the caller's own active membership; a ride
 * of another company, or one the caller may not see, is 404.
 */
export function createPortalService(deps: {
  repo: PortalRepository;
  lifecycle: BookingLifecycle;
  clock?: (() => Date) | undefined;
}) {
  const { repo, lifecycle } = deps;
  const clock = deps.clock ?? (() => new Date());

  return {
    async membership({ member, company }: Membership): Promise<CompanyMembership> {
      let month: CompanyMembership['month'] = null;
      if (member.isAdmin) {
        const current = nyMonthOf(clock());
        const { from, to } = nyMonthRange(current);
        month = {
          month: current,
          runningTotalCents: await repo.runningTotal(company.id, from, to),
          creditLimitCents: company.creditLimitCents,
        };
      }
      return {
        company: {
          id: company.id,
          legalName: company.legalName,
          status: company.status,
          holdReason: company.holdReason,
          referenceFields: company.referenceFields,
          paymentTerms: company.paymentTerms,
          language: company.language,
        },
        memberId: member.id,
        roles: { canBook: member.canBook, canRide: member.canRide, isAdmin: member.isAdmin },
        month,
      };
    },

    async bookings(m: Membership, q: CompanyBookingsQuery): Promise<CompanyBookingsList> {
      const page = q.page ?? 1;
      const range = q.month ? nyMonthRange(q.month) : undefined;
      const { total, rows } = await repo.bookings(
        visibilityOf(m),
        {
          traveller: q.traveller,
          booker: q.booker,
          reference: q.reference,
          from: range?.from,
          to: range?.to,
        },
        page,
        PORTAL_PAGE_SIZE,
      );
      // Only an admin filters by person: the others see their own rides.
      const people = m.member.isAdmin ? await repo.people(m.company.id) : [];
      return {
        bookings: rows.map((r) => ({
          number: r.booking.number,
          pickupAt: r.booking.pickupAt.toISOString(),
          status: r.booking.status,
          travellerName:
            r.travellerFirst !== null ? `${r.travellerFirst} ${r.travellerLast ?? ''}`.trim() : null,
          bookerName:
            r.bookerFirst !== null
              ? `${r.bookerFirst} ${r.bookerLast ?? ''}`.trim()
              : r.booking.customerName || null,
          pickupAddress: r.booking.pickupAddress,
          destinationAddress: r.booking.destinationAddress,
          references: r.booking.companyReferences ?? {},
          totalCents: r.booking.totalCents,
          paymentMethod: r.booking.paymentMethod,
          hasReceipt: r.booking.status !== 'pending',
        })),
        page,
        pageSize: PORTAL_PAGE_SIZE,
        total,
        people,
      };
    },

    /** The receipt PDF of a ride the member may see (the booking lifecycle's, as the customer's download). */
    async receiptPdf(
      m: Membership,
      number: string,
      language: Locale | undefined,
    ): Promise<{ number: string; pdf: Buffer }> {
      const booking = await repo.booking(visibilityOf(m), number);
      if (!booking || booking.status === 'pending') throw new AppError('companies.bookingNotFound');
      const pdf = await lifecycle.receiptPdf(booking, clock(), language ? { language } : {});
      return { number: booking.number, pdf };
    },
  };
}
export type PortalService = ReturnType<typeof createPortalService>;
