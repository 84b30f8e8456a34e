import { AlertTriangle, CarFront, Pencil, Plus, UserRound } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  ComplianceAttention,
  ComplianceChauffeur,
  ComplianceView as View,
  FleetCar,
  RestHoursView,
} from '../../../../shared/contracts/compliance.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { complianceFlagText } from '../../../lib/compliance-flag.ts';
import { useErrorText } from '../../../lib/error-text.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { useComplianceView } from '../api/compliance-view.ts';
import { attentionKey, attentionTone, sortAttention, TONE_CLASSES } from '../lib/attention.ts';
import { hoursMinutes } from '../lib/forms.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { CarDialog } from './car-dialog.tsx';
import { DocumentCell, useCalendarDate, useDaysLeft } from './document-state.tsx';
import { DriverDocumentsDialog } from './driver-documents-dialog.tsx';

type Editing =
  | { kind: 'driver'; id: string; name: string }
  | { kind: 'car'; id: string | null }
  | { kind: 'assign'; id: string };

const doc = (documents: FleetCar['documents'], d: string) => documents.find((s) => s.document === d);

/**
 * /admin/compliance (issue 37): what needs attention (expired, not on file, expiring within 60 days), every
 * chauffeur's documents, car and hours left, and the fleet's cars with their documents; dialogs edit each record.
 */
export function ComplianceView() {
  const { t } = useTranslation('admin-compliance');
  const errorText = useErrorText();
  const view = useComplianceView();
  const [editing, setEditing] = useState<Editing | null>(null);

  const cars = useMemo(() => {
    if (!view.data) return [];
    const assigned = view.data.chauffeurs.flatMap((c) => (c.car ? [c.car] : []));
    return [...assigned, ...view.data.unassignedCars];
  }, [view.data]);

  if (view.isPending) {
    return (
      <div className="flex justify-center py-16 text-gold-dark" data-testid="compliance-loading">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  if (view.isError) {
    return (
      <LoadFailure
        message={errorText(view.error) ?? t('loadError')}
        onRetry={() => void view.refetch()}
        retryLabel={t('retry')}
      />
    );
  }
  const data = view.data;
  const close = () => setEditing(null);
  const editCar = editing?.kind === 'car' ? (cars.find((c) => c.id === editing.id) ?? null) : null;
  const assignCar = editing?.kind === 'assign' ? cars.find((c) => c.id === editing.id) : undefined;

  return (
    <div className="grid min-w-0 gap-6" data-testid="compliance-view">
      <AttentionList
        view={data}
        onEdit={(a) =>
          a.whose === 'car' && a.carId
            ? setEditing({ kind: 'car', id: a.carId })
            : a.driverId && setEditing({ kind: 'driver', id: a.driverId, name: a.driverName ?? '' })
        }
      />
      <Chauffeurs
        chauffeurs={data.chauffeurs}
        onEdit={(c) => setEditing({ kind: 'driver', id: c.id, name: c.name })}
      />
      <Cars
        cars={cars}
        onAdd={() => setEditing({ kind: 'car', id: null })}
        onEdit={(c) => setEditing({ kind: 'car', id: c.id })}
        onAssign={(c) => setEditing({ kind: 'assign', id: c.id })}
      />
      {editing?.kind === 'driver' && (
        <DriverDocumentsDialog driverId={editing.id} name={editing.name} onClose={close} />
      )}
      {editing?.kind === 'car' && (editing.id === null || editCar) && (
        <CarDialog key={editing.id ?? 'new'} car={editCar} onClose={close} />
      )}
      {assignCar && <AssignDialog car={assignCar} chauffeurs={data.chauffeurs} onClose={close} />}
    </div>
  );
}

function Section({
  id,
  title,
  lead,
  action,
  children,
  testId,
}: {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="font-display text-xl font-semibold text-ink sm:text-2xl">
            {title}
          </h2>
          {lead && <p className="mt-0.5 text-sm text-ink/65">{lead}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

function AttentionList({ view, onEdit }: { view: View; onEdit: (a: ComplianceAttention) => void }) {
  const { t } = useTranslation('admin-compliance');
  const daysLeft = useDaysLeft();
  const date = useCalendarDate();
  const items = sortAttention(view.attention);
  const whoOf = (a: ComplianceAttention) =>
    a.whose === 'chauffeur'
      ? (a.driverName ?? '')
      : a.driverName
        ? t('attention.carOf', { plate: a.plate ?? '', name: a.driverName })
        : t('attention.car', { plate: a.plate ?? '' });
  return (
    <Section
      id="compliance-attention"
      testId="compliance-attention"
      title={t('attention.title')}
      lead={t('attention.lead', { days: view.horizonDays, date: date(view.today) })}
    >
      {items.length === 0 ? (
        <p className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-900 ring-1 ring-emerald-700/20">
          {t('attention.none', { days: view.horizonDays })}
        </p>
      ) : (
        <ul className="grid gap-2 md:grid-cols-2 2xl:grid-cols-3">
          {items.map((a) => {
            const tone = attentionTone(a.daysLeft);
            const who = whoOf(a);
            const name = t(`documents.${a.document}`);
            return (
              <li
                key={attentionKey(a)}
                data-testid="attention-item"
                data-document={a.document}
                data-whose={a.whose}
                data-tone={tone}
                className={cn(
                  'flex min-w-0 items-start gap-3 rounded-xl px-3 py-2.5 ring-1',
                  TONE_CLASSES[tone],
                )}
              >
                {a.whose === 'car' ? (
                  <CarFront aria-hidden className="mt-0.5 size-5 shrink-0" />
                ) : (
                  <UserRound aria-hidden className="mt-0.5 size-5 shrink-0" />
                )}
                <div className="grid min-w-0 flex-1 gap-0.5">
                  <span className="text-sm font-semibold break-words">{name}</span>
                  <span className="text-sm break-words">{who}</span>
                  <span className="text-xs tabular-nums">
                    <span className="font-semibold">{daysLeft(a.daysLeft)}</span>
                    {a.expiry ? ` · ${date(a.expiry)}` : ''}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  className="shrink-0 bg-white"
                  onClick={() => onEdit(a)}
                  aria-label={t('attention.editLabel', { document: name, who })}
                >
                  <Pencil aria-hidden className="size-4" />
                  {t('edit')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

function useHours() {
  const { t } = useTranslation('admin-compliance');
  return (ms: number) => {
    const [hours, minutes] = hoursMinutes(ms);
    return t('hm', { hours, minutes: String(minutes).padStart(2, '0') });
  };
}

function Hours({ hours }: { hours: RestHoursView }) {
  const { t } = useTranslation('admin-compliance');
  const hm = useHours();
  return (
    <dl className="grid gap-0.5 text-xs" data-testid="chauffeur-hours">
      <div className="flex gap-1">
        <dt className="text-stone">{t('chauffeurs.today')}</dt>
        <dd className="font-semibold text-ink tabular-nums">{hm(hours.todayLeftMs)}</dd>
      </div>
      <div className="flex gap-1">
        <dt className="text-stone">{t('chauffeurs.week')}</dt>
        <dd className="font-semibold text-ink tabular-nums">{hm(hours.weekLeftMs)}</dd>
      </div>
    </dl>
  );
}

function ChauffeurName({ c }: { c: ComplianceChauffeur }) {
  const { t } = useTranslation('admin-compliance');
  const language = useContentLanguage();
  return (
    <>
      <span className="block font-medium break-words text-ink">{c.name}</span>
      <span className="block truncate text-xs text-stone" title={c.email}>
        {c.email}
      </span>
      {c.status === 'suspended' && (
        <span className="mt-1 inline-block rounded-full bg-rose-50 px-2 py-0.5 text-xs font-semibold text-rose-900 ring-1 ring-rose-700/30">
          {t('chauffeurs.suspended')}
        </span>
      )}
      {c.issue && (
        <span
          className="mt-1 flex items-start gap-1 text-xs font-semibold text-rose-900"
          data-testid="chauffeur-issue"
          data-document={c.issue.document}
        >
          <AlertTriangle aria-hidden className="mt-px size-3.5 shrink-0" />
          {complianceFlagText(t, c.issue, language)}
        </span>
      )}
    </>
  );
}

function ChauffeurCar({ c }: { c: ComplianceChauffeur }) {
  const { t } = useTranslation('admin-compliance');
  return c.car ? (
    <>
      <span className="block font-mono text-[0.8125rem] font-semibold text-ink">{c.car.plate}</span>
      <span className="block text-xs break-words text-stone">
        {c.car.make} {c.car.model}
      </span>
    </>
  ) : (
    <span className="inline-flex items-center gap-1 text-xs font-semibold text-rose-900">
      <AlertTriangle aria-hidden className="size-3.5" />
      {t('chauffeurs.noCar')}
    </span>
  );
}

function Chauffeurs({
  chauffeurs,
  onEdit,
}: {
  chauffeurs: ComplianceChauffeur[];
  onEdit: (c: ComplianceChauffeur) => void;
}) {
  const { t } = useTranslation('admin-compliance');
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-stone uppercase';
  const edit = (c: ComplianceChauffeur, className?: string) => (
    <Button
      variant="outline"
      size="sm"
      className={cn('whitespace-nowrap', className)}
      onClick={() => onEdit(c)}
      aria-label={t('chauffeurs.editLabel', { name: c.name })}
      data-testid="edit-driver-documents"
    >
      <Pencil aria-hidden className="size-4" />
      {t('chauffeurs.edit')}
    </Button>
  );
  const tlc = (c: ComplianceChauffeur) => (
    <DocumentCell number={c.tlcLicenseNumber} status={doc(c.documents, 'tlc_driver_license')} />
  );
  const state = (c: ComplianceChauffeur) => (
    <DocumentCell
      number={c.stateLicenseNumber}
      extra={c.stateLicenseState}
      status={doc(c.documents, 'state_driver_license')}
    />
  );
  return (
    <Section id="compliance-chauffeurs" testId="compliance-chauffeurs" title={t('chauffeurs.title')}>
      {chauffeurs.length === 0 ? (
        <p className="text-sm text-stone">{t('chauffeurs.none')}</p>
      ) : (
        <>
          <div className="hidden lg:block">
            <table className="w-full table-fixed text-sm" aria-labelledby="compliance-chauffeurs">
              <thead className="border-b border-ink/8">
                <tr>
                  <th scope="col" className={cn('w-[20%]', th)}>
                    {t('chauffeurs.name')}
                  </th>
                  <th scope="col" className={cn('w-[17%]', th)}>
                    {t('documents.tlc_driver_license')}
                  </th>
                  <th scope="col" className={cn('w-[17%]', th)}>
                    {t('documents.state_driver_license')}
                  </th>
                  <th scope="col" className={cn('w-[13%]', th)}>
                    {t('chauffeurs.car')}
                  </th>
                  <th scope="col" className={cn('w-[15%]', th)}>
                    {t('chauffeurs.hours')}
                  </th>
                  <th scope="col" className={cn('w-[18%]', th)}>
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/6">
                {chauffeurs.map((c) => (
                  <tr key={c.id} className="align-top" data-testid="chauffeur-row" data-driver={c.name}>
                    <th scope="row" className="px-3 py-3 text-left font-normal">
                      <ChauffeurName c={c} />
                    </th>
                    <td className="px-3 py-3" data-cell="tlc">
                      {tlc(c)}
                    </td>
                    <td className="px-3 py-3" data-cell="state">
                      {state(c)}
                    </td>
                    <td className="px-3 py-3" data-cell="car">
                      <ChauffeurCar c={c} />
                    </td>
                    <td className="px-3 py-3">
                      <Hours hours={c.hours} />
                    </td>
                    <td className="px-3 py-3 text-right">{edit(c)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:grid-cols-2 lg:hidden">
            {chauffeurs.map((c) => (
              <li
                key={c.id}
                className="grid min-w-0 gap-3 rounded-xl p-3 ring-1 ring-ink/10"
                data-testid="chauffeur-card"
                data-driver={c.name}
              >
                <div className="min-w-0">
                  <ChauffeurName c={c} />
                </div>
                <dl className="grid grid-cols-2 gap-3">
                  <CardItem label={t('documents.tlc_driver_license')}>{tlc(c)}</CardItem>
                  <CardItem label={t('documents.state_driver_license')}>{state(c)}</CardItem>
                  <CardItem label={t('chauffeurs.car')}>
                    <ChauffeurCar c={c} />
                  </CardItem>
                  <CardItem label={t('chauffeurs.hours')}>
                    <Hours hours={c.hours} />
                  </CardItem>
                </dl>
                {edit(c, 'w-full')}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function CardItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <dt className="text-xs font-semibold tracking-wide text-stone uppercase">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Cars({
  cars,
  onAdd,
  onEdit,
  onAssign,
}: {
  cars: FleetCar[];
  onAdd: () => void;
  onEdit: (c: FleetCar) => void;
  onAssign: (c: FleetCar) => void;
}) {
  const { t } = useTranslation('admin-compliance');
  const th = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-stone uppercase';
  const vehicle = (c: FleetCar) => (
    <>
      <span className="block font-medium break-words text-ink">
        {c.make} {c.model} {c.year}
      </span>
      <span className="block text-xs break-words text-stone">
        {c.color} · {t(`categories.${c.vehicleType}`)} · {t('cars.seatsCount', { count: c.seats })}
      </span>
    </>
  );
  const plate = (c: FleetCar) => (
    <span className="font-mono text-[0.8125rem] font-semibold text-ink">{c.plate}</span>
  );
  const tlc = (c: FleetCar) => (
    <DocumentCell number={c.tlcVehicleLicenseNumber} status={doc(c.documents, 'tlc_vehicle_license')} />
  );
  const insurance = (c: FleetCar) => (
    <div className="grid min-w-0 gap-1">
      {c.insuranceCarrier && <span className="block text-sm break-words text-ink">{c.insuranceCarrier}</span>}
      <DocumentCell number={c.insurancePolicyNumber} status={doc(c.documents, 'insurance')} />
    </div>
  );
  const inspection = (c: FleetCar) => <DocumentCell number={null} status={doc(c.documents, 'inspection')} />;
  const owner = (c: FleetCar) => (
    <>
      <span className="block text-sm text-ink">{t(`owners.${c.owner}`)}</span>
      {c.affiliatedBaseLicense && (
        <span className="block font-mono text-xs text-stone">{c.affiliatedBaseLicense}</span>
      )}
    </>
  );
  const driver = (c: FleetCar) =>
    c.driver ? (
      <span className="block text-sm break-words text-ink">{c.driver.name}</span>
    ) : (
      <span className="block text-sm text-stone">{t('cars.unassigned')}</span>
    );
  const actions = (c: FleetCar, wide = false) => (
    <div className={cn('flex flex-wrap gap-2', wide ? '[&>*]:grow' : 'justify-end')}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onEdit(c)}
        aria-label={t('cars.editLabel', { plate: c.plate })}
        data-testid="edit-car"
      >
        <Pencil aria-hidden className="size-4" />
        {t('edit')}
      </Button>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onAssign(c)}
        aria-label={t('cars.assignLabel', { plate: c.plate })}
        data-testid="assign-car"
      >
        <UserRound aria-hidden className="size-4" />
        {t('cars.assign')}
      </Button>
    </div>
  );
  return (
    <Section
      id="compliance-cars"
      testId="compliance-cars"
      title={t('cars.title')}
      action={
        <Button size="sm" onClick={onAdd} data-testid="add-car">
          <Plus aria-hidden className="size-4" />
          {t('cars.add')}
        </Button>
      }
    >
      {cars.length === 0 ? (
        <p className="text-sm text-stone">{t('cars.none')}</p>
      ) : (
        <>
          <div className="hidden xl:block">
            <table className="w-full table-fixed text-sm" aria-labelledby="compliance-cars">
              <thead className="border-b border-ink/8">
                <tr>
                  <th scope="col" className={cn('w-[17%]', th)}>
                    {t('cars.car')}
                  </th>
                  <th scope="col" className={cn('w-[9%]', th)}>
                    {t('cars.plate')}
                  </th>
                  <th scope="col" className={cn('w-[13%]', th)}>
                    {t('cars.tlc')}
                  </th>
                  <th scope="col" className={cn('w-[14%]', th)}>
                    {t('documents.insurance')}
                  </th>
                  <th scope="col" className={cn('w-[11%]', th)}>
                    {t('documents.inspection')}
                  </th>
                  <th scope="col" className={cn('w-[9%]', th)}>
                    {t('cars.owner')}
                  </th>
                  <th scope="col" className={cn('w-[12%]', th)}>
                    {t('cars.chauffeur')}
                  </th>
                  <th scope="col" className={cn('w-[15%]', th)}>
                    <span className="sr-only">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink/6">
                {cars.map((c) => (
                  <tr key={c.id} className="align-top" data-testid="car-row" data-plate={c.plate}>
                    <th scope="row" className="px-3 py-3 text-left font-normal">
                      {vehicle(c)}
                    </th>
                    <td className="px-3 py-3">{plate(c)}</td>
                    <td className="px-3 py-3" data-cell="tlc">
                      {tlc(c)}
                    </td>
                    <td className="px-3 py-3" data-cell="insurance">
                      {insurance(c)}
                    </td>
                    <td className="px-3 py-3" data-cell="inspection">
                      {inspection(c)}
                    </td>
                    <td className="px-3 py-3">{owner(c)}</td>
                    <td className="px-3 py-3" data-cell="chauffeur">
                      {driver(c)}
                    </td>
                    <td className="px-3 py-3">{actions(c)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="grid gap-3 md:grid-cols-2 xl:hidden">
            {cars.map((c) => (
              <li
                key={c.id}
                className="grid min-w-0 gap-3 rounded-xl p-3 ring-1 ring-ink/10"
                data-testid="car-card"
                data-plate={c.plate}
              >
                <div className="flex min-w-0 items-start justify-between gap-3">
                  <div className="min-w-0">{vehicle(c)}</div>
                  {plate(c)}
                </div>
                <dl className="grid grid-cols-2 gap-3">
                  <CardItem label={t('cars.tlc')}>{tlc(c)}</CardItem>
                  <CardItem label={t('documents.insurance')}>{insurance(c)}</CardItem>
                  <CardItem label={t('documents.inspection')}>{inspection(c)}</CardItem>
                  <CardItem label={t('cars.owner')}>{owner(c)}</CardItem>
                  <CardItem label={t('cars.chauffeur')}>{driver(c)}</CardItem>
                </dl>
                {actions(c, true)}
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}
