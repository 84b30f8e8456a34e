import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input } from '../../../components/ui/form-field.tsx';
import { useErrorText } from '../../../lib/error-text.ts';

/** The company's 1 to 5 billing addresses: one field each (its own server error under it), remove, add. */
export function BillingEmailsEditor({
  emails,
  onChange,
  canAdd,
  fieldError,
}: {
  emails: string[];
  onChange: (emails: string[]) => void;
  canAdd: boolean;
  fieldError: (key: string) => FieldError | undefined;
}) {
  const { t } = useTranslation('admin-companies');
  const errorText = useErrorText();
  return (
    <fieldset className="grid gap-2" data-testid="billing-emails">
      <legend className="mb-1.5 text-sm font-medium text-ink">{t('form.billingEmails')}</legend>
      {emails.map((email, i) => (
        <div key={i} className="flex items-start gap-2">
          <Field
            className="min-w-0 flex-1"
            label={<span className="sr-only">{t('form.billingEmailN', { n: i + 1 })}</span>}
            error={fieldError(`billingEmails.${i}`)}
          >
            {({ id, describedBy, invalid }) => (
              <Input
                id={id}
                type="email"
                inputMode="email"
                value={email}
                onChange={(e) => onChange(emails.map((x, j) => (j === i ? e.target.value : x)))}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                autoComplete="off"
                data-testid={`billing-email-${i}`}
              />
            )}
          </Field>
          {emails.length > 1 && (
            <Button
              variant="ghost"
              size="sm"
              className="mt-1.5 h-10 px-3"
              aria-label={t('form.removeEmail', { n: i + 1 })}
              onClick={() => onChange(emails.filter((_, j) => j !== i))}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          )}
        </div>
      ))}
      {fieldError('billingEmails') && (
        <p role="alert" className="text-sm text-danger">
          {errorText(fieldError('billingEmails'))}
        </p>
      )}
      {canAdd && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange([...emails, ''])}
          data-testid="add-email"
        >
          <Plus aria-hidden className="size-4" />
          {t('form.addEmail')}
        </Button>
      )}
    </fieldset>
  );
}
