import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../components/access/require-role.tsx';
import { AdminView } from '../../features/admin/components/admin-view.tsx';
import type { AdminTab } from '../../features/admin/admin-tabs.ts';
import { AnalyticsTab } from '../../features/admin-analytics/components/analytics-tab.tsx';
import { useAdminBooking } from '../../features/admin-bookings/api/admin-bookings.ts';
import { BookingsTab } from '../../features/admin-bookings/components/bookings-tab.tsx';
import { BookingNotesPanel } from '../../features/admin-reservations/components/booking-notes-panel.tsx';
import { EditBookingPanel } from '../../features/admin-reservations/components/edit-booking-panel.tsx';
import { NewBookingLink } from '../../features/admin-reservations/components/new-booking-link.tsx';
import { ResendPayLink } from '../../features/admin-reservations/components/resend-pay-link.tsx';
import { DifferencePayment } from '../../features/checkout/components/difference-payment.tsx';
import { DriversTab } from '../../features/admin-drivers/components/drivers-tab.tsx';
import { PayoutsTab } from '../../features/settlements/components/payouts-tab.tsx';
import { AuditTab } from '../../features/admin-ops/components/audit-tab.tsx';
import { MessagesTab } from '../../features/admin-ops/components/messages-tab.tsx';
import { OutboxTab } from '../../features/admin-ops/components/outbox-tab.tsx';
import { PricingTab } from '../../features/admin-pricing/components/pricing-tab.tsx';
import { FareCalculator } from '../../features/driver-dashboard/components/fare-calculator.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** A booking taken by phone and still unpaid: dispatch may email its payment link again (decision 045). */
function PendingPayLink({ bookingId }: { bookingId: string }) {
  const booking = useAdminBooking(bookingId);
  return <ResendPayLink bookingId={bookingId} status={booking.data?.status} />;
}

const PANELS: Record<AdminTab, () => ReactNode> = {
  // Dispatch takes bookings by phone and keeps internal notes (decision 045).
  bookings: () => (
    <BookingsTab
      newBooking={<NewBookingLink />}
      detailExtra={(id) => (
        <>
          <PendingPayLink bookingId={id} />
          <EditBookingPanel bookingId={id} renderPayment={(p) => <DifferencePayment {...p} />} />
          <BookingNotesPanel bookingId={id} />
        </>
      )}
    />
  ),
  drivers: () => <DriversTab />,
  // The chauffeurs' weekly statements (issue 36).
  payouts: () => <PayoutsTab />,
  analytics: () => <AnalyticsTab />,
  // The Pricing tab previews its edits in the drivers' fare calculator (one fare function, shared).
  pricing: () => <PricingTab preview={(config) => <FareCalculator config={config} />} />,
  outbox: () => <OutboxTab />,
  messages: () => <MessagesTab />,
  audit: () => <AuditTab />,
};

/** /admin: the back office (bookings, drivers, analytics, pricing, outbox, messages, audit). Admins only. */
export function Component() {
  const { t } = useTranslation('admin');
  usePageTitle(t('pageTitle'));
  return (
    <RequireRole role="admin">
      <AdminView panels={PANELS} />
    </RequireRole>
  );
}
