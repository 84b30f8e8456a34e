import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BookingHero } from '../../../booking/components/booking-hero.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useBookingDraft } from '../../../booking/lib/booking-draft.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { detailsRedirect, type DetailsVariant } from '../lib/page-gate.ts';
import { BookingDetails } from './booking-details.tsx';
import { renderingFrame } from '../../../app/frame.ts';

/**
 * The gate of both booking-details pages: a draft with a chosen vehicle (else home or vehicle selection),
 * and a session (an account or a guest; else /auth, step 3).
 */
export function BookingDetailsRoute({ variant }: { variant: DetailsVariant }) {
  const draft = useBookingDraft();
  const session = useCurrentUser();
  const redirect = detailsRedirect(draft, variant);
  // The build's frame of the step (app/frame.ts): the band while the session is read, as below.
  if (renderingFrame())
    return <DetailsPending variant={variant} vehicleHref="/vehicle-selection/point-to-point" />;
  if (redirect || !draft) return <Navigate to={redirect ?? '/'} replace />;
  if (session.isPending)
    return (
      <DetailsPending
        variant={variant}
        vehicleHref={`/vehicle-selection/${encodeURIComponent(draft.serviceType)}`}
      />
    );
  if (!session.data) return <Navigate to="/auth" replace />;
  return <BookingDetails key={session.data.id} draft={draft} user={session.data} variant={variant} />;
}

/**
 * While the session is read: the page's band and a body as tall as the screen, so the footer does not show
 * and then jump away when the details arrive.
 */
function DetailsPending({ variant, vehicleHref }: { variant: DetailsVariant; vehicleHref: string }) {
  const { t } = useTranslation('booking');
  return (
    <>
      <BookingHero
        titleId="booking-details-title"
        back={{ href: vehicleHref, label: t('backToVehicles') }}
        step={4}
        eyebrow={t('eyebrow')}
        title={t(variant === 'special' ? 'specialTitle' : 'title')}
        lead={t('lead')}
      />
      <div className="flex min-h-svh justify-center bg-ivory pt-16 text-gold-dark">
        <Spinner label={t('summary.loading')} />
      </div>
    </>
  );
}
