import { CarFront, Pencil, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplianceAttention, ComplianceView as View } from '../../../../shared/contracts/compliance.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { useComplianceView } from '../api/compliance-view.ts';
import { attentionKey, attentionTone, sortAttention, TONE_CLASSES } from '../lib/attention.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { CarDialog } from './car-dialog.tsx';
import { useCalendarDate, useDaysLeft } from './document-state.tsx';
import { Cars } from './cars-section.tsx';
import { Chauffeurs } from './chauffeurs-section.tsx';
import { DriverDocumentsDialog } from './driver-documents-dialog.tsx';
import { Section } from './section-parts.tsx';

type Editing =
  | { kind: 'driver'; id: string; name: string }
  | { kind: 'car'; id: string | null }
  | { kind: 'assign'; id: string };

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
