import { Navigate } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { useBookingDraft } from '../../../booking/lib/booking-draft.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { detailsRedirect, type DetailsVariant } from '../lib/page-gate.ts';
import { BookingDetails } from './booking-details.tsx';

/**
 * The gate of both booking-details pages: a draft with a chosen vehicle (else home or vehicle selection),
 * and a session (an account or a guest; else /auth, step 3).
 */
export function BookingDetailsRoute({ variant }: { variant: DetailsVariant }) {
  const draft = useBookingDraft();
  const session = useCurrentUser();
  const redirect = detailsRedirect(draft, variant);
  if (redirect || !draft) return <Navigate to={redirect ?? '/'} replace />;
  if (session.isPending) return <PageSpinner />;
  if (!session.data) return <Navigate to="/auth" replace />;
  return <BookingDetails key={session.data.id} draft={draft} user={session.data} variant={variant} />;
}
