import { ChevronDown } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field, Input, Select, Textarea } from '../../../components/ui/form-field.tsx';
import type { DriverApplicationFormInput as FormInput } from '../lib/driver-application-form.ts';

export type FieldName = keyof FormInput;

/**
 * The application's fields read the form from react-hook-form's context and take their label
 * (`fields.<name>`), placeholder (`placeholders.<placeholder>`) and error from the field's name, so a field of
 * the form is one line of what differs.
 */
function useApplicationField(name: FieldName, optional?: boolean) {
  const { t } = useTranslation('driver-application');
  const {
    register,
    formState: { errors },
  } = useFormContext<FormInput>();
  const label: ReactNode = optional ? (
    <>
      {t(`fields.${name}`)} <span className="font-normal text-stone">{t('fields.optional')}</span>
    </>
  ) : (
    t(`fields.${name}`)
  );
  return { t, label, error: errors[name]?.message, registered: register(name) };
}

/** One group of the form: a numbered legend and its fields in a responsive grid. */
export function Section({ index, title, children }: { index: number; title: string; children: ReactNode }) {
  return (
    <div className="border-t border-ink/8 pt-8">
      <fieldset className="min-w-0">
        <legend className="mb-6 flex items-center gap-3 font-display text-2xl font-semibold text-ink">
          <span
            aria-hidden
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full border border-gold/60 font-sans text-sm font-semibold text-gold-dark"
          >
            {index}
          </span>
          {title}
        </legend>
        <div className="grid items-start gap-5 sm:grid-cols-2">{children}</div>
      </fieldset>
    </div>
  );
}

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'placeholder'> {
  name: FieldName;
  /** The key under `placeholders.` (usually the field's name). */
  placeholder?: string;
  optional?: boolean;
  hint?: boolean;
  wide?: boolean;
}

export function TextField({ name, placeholder, optional, hint, wide, ...input }: TextProps) {
  const { t, label, error, registered } = useApplicationField(name, optional);
  return (
    <Field
      label={label}
      error={error}
      hint={hint ? t(`hints.${name}`) : undefined}
      className={wide ? 'sm:col-span-2' : undefined}
    >
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          placeholder={placeholder ? t(`placeholders.${placeholder}`) : undefined}
          {...input}
          {...registered}
        />
      )}
    </Field>
  );
}

export function ChoiceField({
  name,
  options,
}: {
  name: 'vehicleType' | 'availability' | 'experienceYears';
  options: readonly string[];
}) {
  const { t, label, error, registered } = useApplicationField(name);
  return (
    <Field label={label} error={error}>
      {({ id, describedBy, invalid }) => (
        <div className="relative">
          <Select
            id={id}
            defaultValue=""
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...registered}
          >
            <option value="" disabled>
              {t('placeholders.select')}
            </option>
            {options.map((o) => (
              <option key={o} value={o}>
                {t(`options.${name}.${o}`)}
              </option>
            ))}
          </Select>
          <ChevronDown
            className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-stone"
            aria-hidden
          />
        </div>
      )}
    </Field>
  );
}

export function NotesField({ name }: { name: 'additionalInfo' }) {
  const { t, label, error, registered } = useApplicationField(name, true);
  return (
    <Field label={label} error={error} className="sm:col-span-2">
      {({ id, describedBy, invalid }) => (
        <Textarea
          id={id}
          rows={4}
          maxLength={2000}
          placeholder={t(`placeholders.${name}`)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registered}
        />
      )}
    </Field>
  );
}
