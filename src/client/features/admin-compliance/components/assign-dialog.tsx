import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComplianceChauffeur, FleetCar } from '../../../../shared/contracts/compliance.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Select } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useAssignCar } from '../api/save-documents.ts';

const FORM_ID = 'assign-car-form';

/** "Assign": the chauffeur who drives the car from now on (their previous car is unassigned), or none. */
export function AssignDialog({
  car,
  chauffeurs,
  onClose,
}: {
  car: FleetCar;
  chauffeurs: ComplianceChauffeur[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-compliance');
  const errorText = useErrorText();
  const assign = useAssignCar(car.id);
  const [driverId, setDriverId] = useState(car.driver?.id ?? '');

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    assign.mutate(
      { driverId: driverId === '' ? null : driverId },
      {
        onSuccess: (saved) => {
          toast({
            title: t('assignDialog.saved'),
            description: saved.driver
              ? t('assignDialog.savedTo', { plate: saved.plate, name: saved.driver.name })
              : t('assignDialog.savedNone', { plate: saved.plate }),
          });
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('assignDialog.title', { plate: car.plate })}
      description={t('assignDialog.description')}
      locked={assign.isPending}
      testId="assign-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={assign.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={assign.isPending}>
            {assign.isPending ? t('saving') : t('assignDialog.save')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-3">
        <Field label={t('assignDialog.chauffeur')}>
          {({ id, describedBy }) => (
            <Select
              id={id}
              value={driverId}
              onChange={(e) => setDriverId(e.target.value)}
              aria-describedby={describedBy}
            >
              <option value="">{t('assignDialog.none')}</option>
              {chauffeurs.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.car && c.car.id !== car.id
                    ? t('assignDialog.hasCar', { name: c.name, plate: c.car.plate })
                    : c.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {assign.isError && (
          <p role="alert" className="text-sm text-danger" data-testid="dialog-error">
            {errorText(assign.error) ?? t('saveError')}
          </p>
        )}
      </form>
    </Modal>
  );
}
