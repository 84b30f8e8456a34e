import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BaseSettings } from '../../../../shared/contracts/compliance.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { LoadFailure } from '../../../components/ui/load-failure.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { formatNy } from '../../../lib/new-york-date.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useContentLanguage } from '../../../lib/use-content-language.ts';
import { useBaseSettings, useSaveBaseSettings } from '../api/base-settings.ts';

/**
 * The base's TLC identity (issue 37): its TLC base license number (B + 5 digits) and name, which every trip record
 * names. Saved with PUT /api/admin/settings/base (audited); the server's field problems show under the fields.
 */
export function BaseSettingsCard() {
  const { t } = useTranslation('admin-trip-records');
  const errorText = useErrorText();
  const query = useBaseSettings();
  return (
    <section
      aria-labelledby="trip-records-base-title"
      className="grid gap-4 rounded-2xl bg-white p-4 ring-1 ring-ink/8 sm:p-6"
      data-testid="base-settings"
    >
      <div>
        <h2 id="trip-records-base-title" className="font-display text-2xl font-semibold text-ink">
          {t('base.title')}
        </h2>
        <p className="mt-0.5 text-sm text-stone">{t('base.lead')}</p>
      </div>
      {query.isPending ? (
        <Spinner className="text-gold-dark" label={t('base.loading')} />
      ) : query.isError ? (
        <LoadFailure
          size="section"
          message={errorText(query.error) ?? t('base.loadError')}
          onRetry={() => void query.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <BaseSettingsForm key={query.data.updatedAt ?? 'unset'} settings={query.data} />
      )}
    </section>
  );
}

function BaseSettingsForm({ settings }: { settings: BaseSettings }) {
  const { t } = useTranslation('admin-trip-records');
  const lang = useContentLanguage();
  const errorText = useErrorText();
  const save = useSaveBaseSettings();
  const [license, setLicense] = useState(settings.tlcBaseLicense ?? '');
  const [name, setName] = useState(settings.baseName ?? '');

  const fields = save.error instanceof AppError ? save.error.fieldErrors : undefined;
  const licenseError = fields?.tlcBaseLicense;
  const nameError = fields?.baseName;
  // A refusal that is not about one of the two fields (a session that ended, the network).
  const formError = save.isError && !licenseError && !nameError ? errorText(save.error) : undefined;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { tlcBaseLicense: license, baseName: name },
      {
        onSuccess: (saved) =>
          toast({
            variant: 'success',
            title: t('base.saved'),
            description: t('base.savedBody', { license: saved.tlcBaseLicense ?? '' }),
          }),
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] sm:items-start">
        <Field label={t('base.license')} hint={t('base.licenseHint')} error={licenseError}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="tlcBaseLicense"
              value={license}
              onChange={(e) => setLicense(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={12}
              className="font-mono uppercase"
            />
          )}
        </Field>
        <Field label={t('base.name')} error={nameError}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              name="baseName"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              autoComplete="organization"
              maxLength={120}
            />
          )}
        </Field>
      </div>
      {formError && (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? t('base.saving') : t('base.save')}
        </Button>
        <p className="text-xs text-stone" data-testid="base-updated">
          {settings.updatedAt
            ? t('base.updated', { at: formatNy(settings.updatedAt, 'dayTime', lang) })
            : t('base.notSet')}
        </p>
      </div>
    </form>
  );
}
