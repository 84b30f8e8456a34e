import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DriverDocuments } from '../../../../shared/contracts/compliance.ts';
import { US_STATES } from '../../../../shared/contracts/compliance-fields.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useDriverDocuments } from '../api/compliance-view.ts';
import { useSaveDriverDocuments } from '../api/save-documents.ts';
import { driverDocumentsForm, driverDocumentsInput, type DriverDocumentsForm } from '../lib/forms.ts';
import { DocumentStatePill } from './document-state.tsx';
import { DocumentFile } from './document-file.tsx';

const FORM_ID = 'driver-documents-form';

/** A group of fields under a small heading (one document). */
export function DocumentGroup({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid min-w-0 gap-3 rounded-xl border border-ink/10 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{title}</legend>
      {aside && <div className="flex">{aside}</div>}
      {children}
    </fieldset>
  );
}

/** "Edit documents": a chauffeur's TLC and state licenses (PUT), with a file per document. */
export function DriverDocumentsDialog({
  driverId,
  name,
  onClose,
}: {
  driverId: string;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-compliance');
  const errorText = useErrorText();
  const docs = useDriverDocuments(driverId);
  const save = useSaveDriverDocuments(driverId);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('driverDialog.title', { name })}
      description={t('driverDialog.description')}
      size="medium"
      locked={save.isPending}
      testId="driver-documents-dialog"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={save.isPending}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={save.isPending || !docs.data}>
            {save.isPending ? t('saving') : t('driverDialog.save')}
          </Button>
        </>
      }
    >
      {docs.isPending ? (
        <Spinner label={t('loading')} className="text-gold-dark" />
      ) : docs.isError ? (
        <LoadFailure
          size="section"
          message={errorText(docs.error) ?? t('loadError')}
          onRetry={() => void docs.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <DriverForm
          documents={docs.data}
          onSave={(form) =>
            save.mutate(driverDocumentsInput(form), {
              onSuccess: () => {
                toast({ title: t('driverDialog.saved'), description: name });
                onClose();
              },
            })
          }
          error={save.error}
        />
      )}
    </Modal>
  );
}

function DriverForm({
  documents,
  onSave,
  error,
}: {
  documents: DriverDocuments;
  onSave: (form: DriverDocumentsForm) => void;
  error: Error | null;
}) {
  const { t } = useTranslation('admin-compliance');
  const errorText = useErrorText();
  const [form, setForm] = useState(() => driverDocumentsForm(documents));
  const fields = error instanceof AppError ? error.fieldErrors : undefined;
  const set = (k: keyof DriverDocumentsForm) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const status = (d: string) => documents.documents.find((s) => s.document === d);
  const subject = { driverId: documents.driverId };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    onSave(form);
  };

  return (
    <form id={FORM_ID} onSubmit={onSubmit} noValidate className="grid gap-4">
      <DocumentGroup
        title={t('documents.tlc_driver_license')}
        aside={<DocumentStatePill status={status('tlc_driver_license')} />}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={t('driverDialog.tlcNumber')} error={fields?.tlcLicenseNumber}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={form.tlcLicenseNumber}
                onChange={set('tlcLicenseNumber')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={t('driverDialog.tlcExpiry')} error={fields?.tlcLicenseExpiry}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="date"
                value={form.tlcLicenseExpiry}
                onChange={set('tlcLicenseExpiry')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </Field>
        </div>
        <DocumentFile
          subject={subject}
          document="tlc_driver_license"
          file={status('tlc_driver_license')?.file}
        />
      </DocumentGroup>
      <DocumentGroup
        title={t('documents.state_driver_license')}
        aside={<DocumentStatePill status={status('state_driver_license')} />}
      >
        <div className="grid gap-3 sm:grid-cols-[1fr_9rem]">
          <Field label={t('driverDialog.stateNumber')} error={fields?.stateLicenseNumber}>
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                value={form.stateLicenseNumber}
                onChange={set('stateLicenseNumber')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                autoComplete="off"
              />
            )}
          </Field>
          <Field label={t('driverDialog.stateState')} error={fields?.stateLicenseState}>
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                value={form.stateLicenseState}
                onChange={set('stateLicenseState')}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              >
                <option value="">{t('choose')}</option>
                {US_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Field label={t('driverDialog.stateExpiry')} error={fields?.stateLicenseExpiry}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="date"
              value={form.stateLicenseExpiry}
              onChange={set('stateLicenseExpiry')}
              aria-describedby={describedBy}
              aria-invalid={invalid}
            />
          )}
        </Field>
        <DocumentFile
          subject={subject}
          document="state_driver_license"
          file={status('state_driver_license')?.file}
        />
      </DocumentGroup>
      {error && (
        <p role="alert" className="text-sm text-danger" data-testid="dialog-error">
          {fields ? t('fixFields') : (errorText(error) ?? t('saveError'))}
        </p>
      )}
    </form>
  );
}
