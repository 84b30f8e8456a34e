import { ChevronDown } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Service } from '../../../../shared/contracts/catalog.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Select } from '../../../components/ui/form-field.tsx';
import { useContentLanguage } from '../../../lib/use-content-language.ts';

interface ServiceStepProps {
  services: Service[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: string;
  onChange: (serviceId: string) => void;
  showRequired: boolean;
  onNext: () => void;
}

/** Step 1: the service type select ('select' is the placeholder) and NEXT STEP. */
export function ServiceStep({
  services,
  loading,
  failed,
  onRetry,
  value,
  onChange,
  showRequired,
  onNext,
}: ServiceStepProps) {
  const { t } = useTranslation('home');
  const lang = useContentLanguage();
  const id = useId();
  const hintId = `${id}-hint`;
  const alertId = `${id}-alert`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onNext();
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t('widget.serviceLabel')}
        </label>
        <div className="relative">
          <Select
            id={id}
            name="serviceType"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            aria-describedby={showRequired ? `${alertId} ${hintId}` : hintId}
            aria-invalid={showRequired || undefined}
            aria-busy={loading || undefined}
          >
            <option value="select">{t('widget.servicePlaceholder')}</option>
            {services
              ?.filter((s) => !s.hidden)
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {lang === 'es' ? s.nameEs : s.name}
                </option>
              ))}
          </Select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-stone"
            aria-hidden
          />
        </div>
        <p id={hintId} className="text-sm text-stone">
          {loading ? t('widget.servicesLoading') : t('widget.serviceHint')}
        </p>
        {failed && (
          <p className="text-sm text-danger">
            {t('widget.servicesError')}{' '}
            <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-4">
              {t('common.tryAgain', { ns: 'common' })}
            </button>
          </p>
        )}
      </div>
      {showRequired && (
        <p
          id={alertId}
          role="alert"
          className="rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
        >
          {t('widget.serviceRequired')}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full">
        {t('widget.next')}
      </Button>
    </form>
  );
}
