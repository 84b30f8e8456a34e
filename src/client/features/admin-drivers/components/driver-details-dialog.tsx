import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDriver } from '../../../../shared/contracts/admin-drivers.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useAdminDriver } from '../api/admin-driver.ts';
import type { DriversFormat } from '../hooks/use-drivers-format.ts';
import { driverActions, mapsHref, type DriverAction } from '../lib/drivers.ts';
import { AvailabilityBadge } from './availability-badge.tsx';
import { EarningsFigures, RatingsList, Section, TripsList } from './driver-activity.tsx';

interface DriverDetailsDialogProps {
  /** The card's driver (the title shows at once; the rest loads). */
  driver: AdminDriver | null;
  onClose: () => void;
  f: DriversFormat;
  now: Date;
  busy: boolean;
  onAction: (driver: AdminDriver, action: DriverAction) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-xs text-stone">{label}</dt>
      <dd className="text-sm font-medium break-words text-ink">{children}</dd>
    </div>
  );
}

/** View Details (decision 15): profile, vehicle, application, last position, trips, earnings, ratings. */
export function DriverDetailsDialog(props: DriverDetailsDialogProps) {
  const { driver, onClose, f, now, busy, onAction, returnFocusTo } = props;
  const { t } = useTranslation(['admin-drivers', 'admin-applications']);
  const message = useErrorText();
  const query = useAdminDriver(driver?.id ?? null);
  const d = query.data;
  const current = d ?? driver;
  const opt = (group: string, value: string) =>
    t(`options.${group}.${value}`, { ns: 'admin-applications', defaultValue: value });

  return (
    <Modal
      open={driver !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="wide"
      returnFocusTo={returnFocusTo}
      title={current?.name ?? ''}
      aside={current && <AvailabilityBadge state={current.availability} />}
      description={
        current ? `${t(`vehicleTypes.${current.vehicleType}`)} · ${current.licensePlate}` : undefined
      }
      testId="driver-details"
      footer={
        current && (
          <>
            {driverActions(current).map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'suspend' ? 'ghost' : 'outline'}
                className={action === 'suspend' ? 'text-danger hover:bg-danger/8' : undefined}
                disabled={busy}
                onClick={() => onAction(current, action)}
              >
                {t(`actions.${action}`)}
              </Button>
            ))}
            <ModalClose>
              <Button size="sm" variant="dark">
                {t('details.close')}
              </Button>
            </ModalClose>
          </>
        )
      }
    >
      {query.isError ? (
        <LoadFailure
          size="section"
          message={message(query.error) ?? t('details.loadFailed')}
          onRetry={() => void query.refetch()}
          retryLabel={t('retry')}
        />
      ) : !d ? (
        <div className="flex justify-center py-16 text-gold-dark">
          <Spinner label={t('details.loading')} />
        </div>
      ) : (
        <div className="grid gap-7">
          <Section title={t('details.groups.earnings')} testId="details-earnings">
            <EarningsFigures earnings={d.earnings} f={f} />
          </Section>

          <div className="grid gap-7 sm:grid-cols-2">
            <Section title={t('details.groups.profile')} testId="details-profile">
              <dl className="grid gap-3">
                <Item label={t('card.email')}>
                  <a href={`mailto:${d.email}`} className="hover:text-gold-dark hover:underline">
                    {d.email}
                  </a>
                </Item>
                <Item label={t('card.phone')}>{d.phone ?? t('card.noPhone')}</Item>
                <Item label={t('details.fields.rating')}>
                  {f.rating(d.rating)
                    ? `${f.rating(d.rating)} ${t('card.ratingCount', { count: d.ratingCount })}`
                    : t('card.noRatings')}
                </Item>
                <Item label={t('details.fields.trips')}>{f.count(d.tripsCompleted)}</Item>
                <Item label={t('details.fields.joined')}>{f.day(d.joinedAt)}</Item>
              </dl>
            </Section>

            <Section title={t('details.groups.vehicle')} testId="details-vehicle">
              <dl className="grid gap-3">
                <Item label={t('details.fields.vehicle')}>
                  {[d.vehicleColor, d.vehicle].filter(Boolean).join(' ')}
                </Item>
                <Item label={t('details.fields.vehicleType')}>{t(`vehicleTypes.${d.vehicleType}`)}</Item>
                <Item label={t('details.fields.plate')}>
                  <span className="font-mono tracking-wider">{d.licensePlate}</span>
                </Item>
                <Item label={t('details.fields.license')}>
                  <span className="font-mono tracking-wider">{d.licenseNumber}</span>
                  {d.application && (
                    <span className="font-normal text-stone">
                      {' '}
                      · {t('details.fields.expires', { date: f.day(d.application.licenseExpiry) })}
                    </span>
                  )}
                </Item>
                {d.vehicleCorrection && (
                  <Item label={t('details.fields.corrected', { date: f.day(d.vehicleCorrection.at) })}>
                    <ul className="grid gap-1" data-testid="vehicle-correction">
                      {d.vehicleCorrection.changes.map((c) => (
                        <li key={c.field}>
                          {t(`details.correction.${c.field}`)}:{' '}
                          <span className="font-normal text-stone line-through">{c.from}</span> → {c.to}
                        </li>
                      ))}
                    </ul>
                  </Item>
                )}
              </dl>
            </Section>

            <Section title={t('details.groups.application')} testId="details-application">
              {d.application ? (
                <dl className="grid gap-3">
                  <Item label={t('details.fields.submitted')}>{f.dayTime(d.application.submittedAt)}</Item>
                  {d.application.reviewedAt && (
                    <Item label={t('details.fields.approved')}>{f.dayTime(d.application.reviewedAt)}</Item>
                  )}
                  <Item label={t('details.fields.experience')}>
                    {opt('experienceYears', d.application.experience)}
                  </Item>
                  <Item label={t('details.fields.availability')}>
                    {opt('availability', d.application.availability)}
                  </Item>
                  <Item label={t('details.fields.insurance')}>
                    {d.application.insuranceCompany} ·{' '}
                    <span className="font-mono text-xs">{d.application.policyNumber}</span>
                  </Item>
                  <Item label={t('details.fields.address')}>{d.application.address}</Item>
                </dl>
              ) : (
                <p className="text-sm text-stone">{t('details.noApplication')}</p>
              )}
            </Section>

            <Section title={t('details.groups.location')} testId="details-location">
              {d.lastLocation ? (
                <div className="grid gap-1.5 text-sm">
                  <p className="font-mono font-semibold text-ink tabular-nums">
                    {f.coordinate(d.lastLocation.latitude)}, {f.coordinate(d.lastLocation.longitude)}
                  </p>
                  <p className="text-stone">
                    {f.ago(d.lastLocation.at, now) ?? t('card.justNow')} · {f.dayTime(d.lastLocation.at)}
                  </p>
                  <a
                    href={mapsHref(d.lastLocation.latitude, d.lastLocation.longitude)}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex w-fit items-center gap-1.5 font-semibold text-gold-dark underline-offset-4 hover:underline"
                  >
                    <ExternalLink className="size-4" aria-hidden />
                    {t('details.openMap')}
                  </a>
                </div>
              ) : (
                <p className="text-sm text-stone">{t('card.neverSeen')}</p>
              )}
            </Section>
          </div>

          <Section title={t('details.groups.trips')} testId="details-trips">
            <TripsList trips={d.trips} f={f} />
          </Section>

          <Section title={t('details.groups.ratings')} testId="details-ratings">
            <RatingsList ratings={d.ratings} f={f} />
          </Section>
        </div>
      )}
    </Modal>
  );
}
