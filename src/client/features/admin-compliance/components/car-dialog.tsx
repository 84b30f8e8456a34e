import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import {
  FLEET_CAR_OWNERS,
  FLEET_VEHICLE_TYPES,
  type FleetCar,
} from '../../../../shared/contracts/compliance.ts';
import type { CarDocument } from '../../../../shared/domain/compliance.ts';
import { AppError, type FieldError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSaveCar } from '../api/save-documents.ts';
import { carForm, carInput, type CarForm } from '../lib/forms.ts';
import { DocumentFile } from './document-file.tsx';
import { DocumentStatePill } from './document-state.tsx';
import { DocumentGroup } from './driver-documents-dialog.tsx';

const FORM_ID = 'car-form';

/** "Add car" (car null: POST) and "Edit" (PUT): the car's facts and documents, with a file per document. */
export function CarDialog({ car, onClose }: { car: FleetCar | null; onClose: () => void }) {
  const { t } = useTranslation('admin-compliance');
  const errorText = useErrorText();
  const save = useSaveCar(car?.id ?? null);
  const [form, setForm] = useState<CarForm>(() => carForm(car));
  const error = save.error;
  const fields = error instanceof AppError ? error.fieldErrors : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(carInput(form), {
      onSuccess: (saved) => {
        toast({ title: t(car ? 'carDialog.saved' : 'carDialog.added'), description: saved.plate });
        onClose();
      },
    });
  };

  /** A text field of the form bound to its key, its server problem under it. */
  const text = (
    key: Exclude<keyof CarForm, 'vehicleType' | 'owner'>,
    label: string,
    props: InputHTMLAttributes<HTMLInputElement> = {},
  ) => (
    <Field label={label} error={(fields as Record<string, FieldError> | undefined)?.[key]}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          value={form[key]}
          onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          autoComplete="off"
          {...props}
        />
      )}
    </Field>
  );
  const date = (key: 'tlcVehicleLicenseExpiry' | 'insuranceExpiry' | 'inspectionExpiry', label: string) =>
    text(key, label, { type: 'date' });
  const status = (d: CarDocument) => car?.documents.find((s) => s.document === d);
  const file = (d: CarDocument) =>
    car ? <DocumentFile subject={{ carId: car.id }} document={d} file={status(d)?.file} /> : null;

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={car ? t('carDialog.editTitle', { plate: car.plate }) : t('carDialog.addTitle')}
      description={t('carDialog.description')}
      size="wide"
      locked={save.isPending}
      testId="car-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={save.isPending}>
            {save.isPending ? t('saving') : t(car ? 'carDialog.save' : 'carDialog.add')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-4">
        <DocumentGroup title={t('carDialog.vehicle')}>
          <div className="grid gap-3 sm:grid-cols-2">
            {text('make', t('carDialog.make'))}
            {text('model', t('carDialog.model'))}
            {text('year', t('carDialog.year'), { inputMode: 'numeric' })}
            {text('color', t('carDialog.color'))}
            <Field label={t('carDialog.category')} error={fields?.vehicleType}>
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  value={form.vehicleType}
                  onChange={(e) =>
                    setForm((f) => ({ ...f, vehicleType: e.target.value as CarForm['vehicleType'] }))
                  }
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                >
                  <option value="">{t('choose')}</option>
                  {FLEET_VEHICLE_TYPES.map((v) => (
                    <option key={v} value={v}>
                      {t(`categories.${v}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {text('seats', t('carDialog.seats'), { inputMode: 'numeric' })}
            {text('plate', t('carDialog.plate'))}
            {text('vin', t('carDialog.vin'))}
          </div>
        </DocumentGroup>
        <DocumentGroup
          title={t('documents.tlc_vehicle_license')}
          aside={<DocumentStatePill status={status('tlc_vehicle_license')} />}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            {text('tlcVehicleLicenseNumber', t('carDialog.tlcNumber'))}
            {date('tlcVehicleLicenseExpiry', t('carDialog.tlcExpiry'))}
          </div>
          {file('tlc_vehicle_license')}
        </DocumentGroup>
        <DocumentGroup
          title={t('documents.insurance')}
          aside={<DocumentStatePill status={status('insurance')} />}
        >
          <div className="grid gap-3 sm:grid-cols-3">
            {text('insuranceCarrier', t('carDialog.carrier'))}
            {text('insurancePolicyNumber', t('carDialog.policy'))}
            {date('insuranceExpiry', t('carDialog.insuranceExpiry'))}
          </div>
          {file('insurance')}
        </DocumentGroup>
        <DocumentGroup
          title={t('documents.inspection')}
          aside={<DocumentStatePill status={status('inspection')} />}
        >
          {date('inspectionExpiry', t('carDialog.inspectionExpiry'))}
          {file('inspection')}
        </DocumentGroup>
        <DocumentGroup title={t('carDialog.ownership')}>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('carDialog.owner')} error={fields?.owner}>
              {({ id, describedBy, invalid }) => (
                <Select
                  id={id}
                  value={form.owner}
                  onChange={(e) => setForm((f) => ({ ...f, owner: e.target.value as CarForm['owner'] }))}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                >
                  {FLEET_CAR_OWNERS.map((o) => (
                    <option key={o} value={o}>
                      {t(`owners.${o}`)}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            {text('affiliatedBaseLicense', t('carDialog.base'), { placeholder: 'B01234' })}
          </div>
        </DocumentGroup>
        {!car && <p className="text-sm text-stone">{t('carDialog.filesLater')}</p>}
        {error && (
          <p role="alert" className="text-sm text-danger" data-testid="dialog-error">
            {fields ? t('fixFields') : (errorText(error) ?? t('saveError'))}
          </p>
        )}
      </form>
    </Modal>
  );
}
