import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react';
import { get, useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { US_STATES } from '../../../../shared/contracts/compliance-fields.ts';
import { nyDay } from '../../../../shared/domain/compliance.ts';
import { Field, Input, Select } from '../../../components/ui/form-field.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import type { EXPIRY_FIELDS, RegistrationField, RegistrationFormInput } from '../lib/registration-form.ts';

type TextName = Exclude<
  RegistrationField,
  'password' | 'confirmPassword' | 'termsAccepted' | 'seats' | 'stateLicenseState' | ExpiryName
>;
type ExpiryName = (typeof EXPIRY_FIELDS)[number];

/**
 * A field of the registration: label `fields.<name>` (the last part of a nested name: `vehicle.licensePlate`
 * is `fields.licensePlate`), optional hint `hints.<name>`, error from the form.
 */
function useRegistrationField(name: RegistrationField) {
  const { t } = useTranslation('driver-registration');
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationFormInput>();
  const error = (get(errors, name) as FieldError | undefined)?.message;
  return { t, key: name.split('.').pop() ?? name, error, registered: register(name) };
}

interface SectionProps {
  title: string;
  /** A line under the title: why the group is asked for. */
  description?: string;
  /** A test hook for the group. */
  testId?: string;
  children: ReactNode;
}

/** One group of the form: a small legend (and an optional line) over its fields in a responsive grid. */
export function FormSection({ title, description, testId, children }: SectionProps) {
  return (
    <fieldset className="min-w-0 border-t border-ink/8 pt-4" data-testid={testId}>
      <legend className="mb-2 pr-3 text-xs font-semibold tracking-[0.22em] text-gold-dark uppercase">
        {title}
      </legend>
      {description && <p className="-mt-1 mb-4 max-w-xl text-sm text-stone">{description}</p>}
      <div className="grid items-start gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

interface TextProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> {
  name: TextName;
  hint?: boolean;
  /** Upper-cases the text as it is typed (a VIN, a license number), keeping the caret where it was. */
  upperCase?: boolean;
}

/** Upper-cases an input's text in place: the same length, so the caret stays put. */
function upperCaseInPlace(event: ChangeEvent<HTMLInputElement>) {
  const el = event.target;
  const upper = el.value.toUpperCase();
  if (upper === el.value) return;
  const { selectionStart, selectionEnd } = el;
  el.value = upper;
  if (selectionStart !== null && selectionEnd !== null) el.setSelectionRange(selectionStart, selectionEnd);
}

export function TextField({ name, hint, upperCase, ...input }: TextProps) {
  const { t, key, error, registered } = useRegistrationField(name);
  const onChange = upperCase
    ? (event: ChangeEvent<HTMLInputElement>) => {
        upperCaseInPlace(event);
        return registered.onChange(event);
      }
    : registered.onChange;
  return (
    <Field label={t(`fields.${key}`)} error={error} hint={hint ? t(`hints.${key}`) : undefined}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...input}
          {...registered}
          onChange={onChange}
        />
      )}
    </Field>
  );
}

/** A license number: no autofill (a browser would offer the driving license for the TLC one), upper-cased. */
export function LicenseNumberField({ name }: { name: 'tlcLicenseNumber' | 'tlcVehicleLicenseNumber' }) {
  return (
    <TextField
      name={name}
      hint
      upperCase
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={20}
      className="font-mono tracking-wider"
    />
  );
}

/** An expiry date: a date picker from today in New York (an expired document is refused). */
export function ExpiryField({ name, hint }: { name: ExpiryName; hint?: ReactNode }) {
  const { t, error, registered } = useRegistrationField(name);
  return (
    <Field label={t(`fields.${name}`)} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type="date"
          min={nyDay(new Date())}
          max="2100-12-31"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registered}
        />
      )}
    </Field>
  );
}

/** The state that issued the driving license (USPS codes, the same in both languages). */
export function StateField({ hint }: { hint?: ReactNode }) {
  const { t, error, registered } = useRegistrationField('stateLicenseState');
  return (
    <Field label={t('fields.stateLicenseState')} error={error} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Select id={id} aria-invalid={invalid || undefined} aria-describedby={describedBy} {...registered}>
          <option value="">{t('fields.chooseState')}</option>
          {US_STATES.map((code) => (
            <option key={code} value={code}>
              {code}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Passenger seats, a whole number (sent as a number; empty is refused as not a number). */
export function SeatsField({ hint }: { hint?: ReactNode }) {
  const { t } = useTranslation('driver-registration');
  const {
    register,
    formState: { errors },
  } = useFormContext<RegistrationFormInput>();
  return (
    <Field label={t('fields.seats')} error={errors.seats?.message} hint={hint}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={60}
          step={1}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...register('seats', { valueAsNumber: true })}
        />
      )}
    </Field>
  );
}

/** A value from the application, shown where a field would be, but not editable here. */
export function StaticField({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="grid gap-1.5" data-testid={testId}>
      <p className="text-sm font-medium text-ink">{label}</p>
      <p className="rounded-lg border border-dashed border-ink/15 bg-ivory px-4 py-3 text-base break-words text-ink">
        {children}
      </p>
    </div>
  );
}

export function PasswordField({ name, hint }: { name: 'password' | 'confirmPassword'; hint?: boolean }) {
  const { t, error, registered } = useRegistrationField(name);
  return (
    <Field label={t(`fields.${name}`)} hint={hint ? t(`hints.${name}`) : undefined} error={error}>
      {({ id, describedBy, invalid }) => (
        <PasswordInput
          id={id}
          autoComplete="new-password"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          {...registered}
        />
      )}
    </Field>
  );
}
