import { AlertTriangle, Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ComplianceChauffeur, RestHoursView } from '../../../../shared/contracts/compliance.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { complianceFlagText } from '../../../lib/compliance-flag.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { hoursMinutes } from '../lib/forms.ts';
import { CardItem, doc, Section } from './section-parts.tsx';
import { DocumentCell } from './document-state.tsx';

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

export function Chauffeurs({
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
