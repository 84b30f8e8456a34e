import { Pencil, Plus, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FleetCar } from '../../../../shared/contracts/compliance.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { CardItem, doc, Section } from './section-parts.tsx';
import { DocumentCell } from './document-state.tsx';

export function Cars({
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
