import { Plus, Trash2 } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BillingEmailsEditor } from './billing-emails-editor.tsx';
import { useNavigate } from 'react-router';
import type { CompanyWithBalance } from '../../../../shared/contracts/companies.ts';
import { COMPANY_PAYMENT_TERMS, COMPANY_STATUSES } from '../../../../shared/domain/companies.ts';
import { AppError, type FieldError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSaveCompany } from '../api/companies.ts';
import {
  EMPTY_REFERENCE,
  canAddEmail,
  canAddReference,
  companyForm,
  companyInput,
  type CompanyForm as Form,
  type ReferenceFieldForm,
} from '../lib/form.ts';

export function FormSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-6"
    >
      <div>
        <h2 id={id} className="font-display text-xl font-semibold text-ink">
          {title}
        </h2>
        {lead && <p className="mt-1 text-sm text-ink/65">{lead}</p>}
      </div>
      {children}
    </section>
  );
}

/**
 * The company's every field (companyInputSchema): create (company null: POST, then its page) or edit (PUT). Each
 * problem the server names shows under its field (`billingEmails.1`, `referenceFields.0.labelEs`).
 */
export function CompanyFormView({ company }: { company: CompanyWithBalance | null }) {
  const { t } = useTranslation('admin-companies');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const save = useSaveCompany(company?.id ?? null);
  const [form, setForm] = useState<Form>(() => companyForm(company));
  const error = save.error;
  const fields = (error instanceof AppError ? error.fieldErrors : undefined) as
    Record<string, FieldError> | undefined;
  const fieldError = (key: string) => fields?.[key];
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setReference = (i: number, change: Partial<ReferenceFieldForm>) =>
    setForm((f) => ({
      ...f,
      referenceFields: f.referenceFields.map((r, j) => (j === i ? { ...r, ...change } : r)),
    }));

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(companyInput(form), {
      onSuccess: (saved) => {
        toast({ title: t(company ? 'form.saved' : 'form.created'), description: saved.legalName });
        if (!company) void navigate(`/admin/companies/${saved.id}`, { replace: true });
        else setForm(companyForm(saved));
      },
    });
  };

  const text = (key: 'legalName' | 'taxId', label: string, hint?: string) => (
    <Field label={label} error={fieldError(key)} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          value={form[key]}
          onChange={(e) => set(key, e.target.value)}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          autoComplete="off"
          data-testid={`field-${key}`}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="company-form">
      <FormSection title={t('form.identity')}>
        <div className="grid items-start gap-4 md:grid-cols-2">
          {text('legalName', t('form.legalName'))}
          {text('taxId', t('form.taxId'), t('form.taxIdHint'))}
        </div>
        <Field
          label={t('form.billingAddress')}
          error={fieldError('billingAddress')}
          hint={t('form.billingAddressHint')}
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              rows={3}
              className="min-h-24"
              value={form.billingAddress}
              onChange={(e) => set('billingAddress', e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              data-testid="field-billingAddress"
            />
          )}
        </Field>
        <BillingEmailsEditor
          emails={form.billingEmails}
          onChange={(emails) => set('billingEmails', emails)}
          canAdd={canAddEmail(form)}
          fieldError={fieldError}
        />
      </FormSection>

      <FormSection title={t('form.terms')}>
        <div className="grid items-start gap-4 md:grid-cols-3">
          <Field label={t('form.paymentTerms')} error={fieldError('paymentTerms')}>
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                value={form.paymentTerms}
                onChange={(e) => set('paymentTerms', e.target.value as Form['paymentTerms'])}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                data-testid="field-paymentTerms"
              >
                {COMPANY_PAYMENT_TERMS.map((p) => (
                  <option key={p} value={p}>
                    {t(`terms.${p}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t('form.creditLimit')}
            error={fieldError('creditLimitCents')}
            hint={t('form.creditLimitHint')}
          >
            {({ id, describedBy, invalid }) => (
              <div className="relative">
                <span
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-stone"
                >
                  $
                </span>
                <Input
                  id={id}
                  inputMode="decimal"
                  className="pl-8"
                  value={form.creditLimit}
                  onChange={(e) => set('creditLimit', e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  autoComplete="off"
                  data-testid="field-creditLimit"
                />
              </div>
            )}
          </Field>
          <Field label={t('form.discount')} error={fieldError('discountPpm')} hint={t('form.discountHint')}>
            {({ id, describedBy, invalid }) => (
              <div className="relative">
                <Input
                  id={id}
                  inputMode="decimal"
                  className="pr-9"
                  value={form.discount}
                  onChange={(e) => set('discount', e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  autoComplete="off"
                  data-testid="field-discount"
                />
                <span
                  aria-hidden
                  className="pointer-events-none absolute top-1/2 right-4 -translate-y-1/2 text-stone"
                >
                  %
                </span>
              </div>
            )}
          </Field>
        </div>
        <Field
          label={t('form.language')}
          error={fieldError('language')}
          hint={t('form.languageHint')}
          className="md:max-w-xs"
        >
          {({ id, describedBy, invalid }) => (
            <Select
              id={id}
              value={form.language}
              onChange={(e) => set('language', e.target.value as Form['language'])}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              data-testid="field-language"
            >
              <option value="en">{t('form.languages.en')}</option>
              <option value="es">{t('form.languages.es')}</option>
            </Select>
          )}
        </Field>
        {company && (
          <p className="text-sm text-stone" data-testid="company-card-on-file">
            {/* The card on file (decision 060): kept by the company's admins in the portal; read-only here. */}
            <span className="font-semibold text-ink">{t('form.cardOnFile')}</span>{' '}
            {company.cardLabel ?? t('form.noCardOnFile')}
          </p>
        )}
      </FormSection>

      <FormSection title={t('form.references')} lead={t('form.referencesLead')}>
        {form.referenceFields.length === 0 && <p className="text-sm text-stone">{t('form.noReferences')}</p>}
        <ol className="grid gap-3" data-testid="reference-fields">
          {form.referenceFields.map((r, i) => (
            <li
              key={i}
              className="grid gap-3 rounded-xl bg-ivory/60 p-3 ring-1 ring-ink/8 sm:p-4"
              data-testid={`reference-${i}`}
            >
              <div className="flex items-center justify-between gap-3">
                <p className="text-sm font-semibold text-ink">{t('form.referenceN', { n: i + 1 })}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    set(
                      'referenceFields',
                      form.referenceFields.filter((_, j) => j !== i),
                    )
                  }
                  data-testid={`remove-reference-${i}`}
                >
                  <Trash2 aria-hidden className="size-4" />
                  {t('form.removeReference')}
                </Button>
              </div>
              <div className="grid items-start gap-3 md:grid-cols-3">
                <Field label={t('form.labelEn')} error={fieldError(`referenceFields.${i}.labelEn`)}>
                  {({ id, describedBy, invalid }) => (
                    <Input
                      id={id}
                      value={r.labelEn}
                      onChange={(e) => setReference(i, { labelEn: e.target.value })}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      autoComplete="off"
                      data-testid={`reference-${i}-labelEn`}
                    />
                  )}
                </Field>
                <Field label={t('form.labelEs')} error={fieldError(`referenceFields.${i}.labelEs`)}>
                  {({ id, describedBy, invalid }) => (
                    <Input
                      id={id}
                      lang="es"
                      value={r.labelEs}
                      onChange={(e) => setReference(i, { labelEs: e.target.value })}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      autoComplete="off"
                      data-testid={`reference-${i}-labelEs`}
                    />
                  )}
                </Field>
                <Field
                  label={t('form.key')}
                  error={fieldError(`referenceFields.${i}.key`)}
                  hint={t('form.keyHint')}
                >
                  {({ id, describedBy, invalid }) => (
                    <Input
                      id={id}
                      value={r.key}
                      placeholder={t('form.keyPlaceholder')}
                      onChange={(e) => setReference(i, { key: e.target.value })}
                      aria-describedby={describedBy}
                      aria-invalid={invalid}
                      autoComplete="off"
                      className="font-mono text-sm"
                      data-testid={`reference-${i}-key`}
                    />
                  )}
                </Field>
              </div>
              <label className="flex cursor-pointer items-center gap-3 text-sm text-ink/85">
                <input
                  type="checkbox"
                  checked={r.required}
                  onChange={(e) => setReference(i, { required: e.target.checked })}
                  className="size-4.5 shrink-0 cursor-pointer rounded border-ink/30 accent-gold-dark"
                  data-testid={`reference-${i}-required`}
                />
                {t('form.required')}
              </label>
            </li>
          ))}
        </ol>
        {fieldError('referenceFields') && (
          <p role="alert" className="text-sm text-danger">
            {errorText(fieldError('referenceFields'))}
          </p>
        )}
        {canAddReference(form) && (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => set('referenceFields', [...form.referenceFields, { ...EMPTY_REFERENCE }])}
            data-testid="add-reference"
          >
            <Plus aria-hidden className="size-4" />
            {t('form.addReference')}
          </Button>
        )}
      </FormSection>

      <FormSection title={t('form.statusSection')}>
        <div className="grid items-start gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <Field label={t('form.status')} error={fieldError('status')}>
            {({ id, describedBy, invalid }) => (
              <Select
                id={id}
                value={form.status}
                onChange={(e) => set('status', e.target.value as Form['status'])}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                data-testid="field-status"
              >
                {COMPANY_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`status.${s}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {form.status === 'on_hold' && (
            <Field
              label={t('form.holdReason')}
              error={fieldError('holdReason')}
              hint={t('form.holdReasonHint')}
            >
              {({ id, describedBy, invalid }) => (
                <Textarea
                  id={id}
                  rows={2}
                  className="min-h-20"
                  value={form.holdReason}
                  onChange={(e) => set('holdReason', e.target.value)}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  aria-required
                  data-testid="field-holdReason"
                />
              )}
            </Field>
          )}
        </div>
      </FormSection>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col-reverse gap-3 border-t border-ink/8 bg-ivory/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-2xl sm:border sm:px-5">
        {error && (
          <p role="alert" className="text-sm text-danger sm:mr-auto" data-testid="form-error">
            {fields ? t('form.fixFields') : (errorText(error) ?? t('form.saveError'))}
          </p>
        )}
        <Button type="submit" disabled={save.isPending} data-testid="save-company">
          {save.isPending ? t('form.saving') : t(company ? 'form.save' : 'form.create')}
        </Button>
      </div>
    </form>
  );
}
