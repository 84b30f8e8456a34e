import '../../../../shared/zod-setup.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod/mini';
import {
  CONTACT_SUBJECTS,
  contactRequestSchema,
  type ContactRequest,
} from '../../../../shared/contracts/contact.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Input, Select, Textarea } from '../../../components/ui/form-field.tsx';
import { fieldMessages } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useSendContact } from '../api/use-send-contact.ts';

type ContactInput = z.input<typeof contactRequestSchema>;
const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** The contact form: the contract's rules and messages, POST /api/contact, a toast either way. */
export function ContactForm() {
  const { t, i18n } = useTranslation('home');
  const send = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactRequest>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });

  const onValid = async (values: ContactRequest) => {
    const locale = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
    try {
      await send.mutateAsync({ ...values, locale });
      toast({
        variant: 'success',
        title: t('contact.toast.successTitle'),
        description: t('contact.toast.successBody'),
      });
      reset();
    } catch (err) {
      const problems = err instanceof AppError && err.status === 400 ? fieldMessages(err) : undefined;
      for (const field of FIELDS) {
        const message = problems?.[field];
        if (message) setError(field, { type: 'server', message });
      }
      toast({
        variant: 'destructive',
        title: t('contact.toast.errorTitle'),
        description: t('contact.toast.errorBody'),
      });
    }
  };

  return (
    <form
      onSubmit={handleSubmit(onValid)}
      noValidate

      className="grid gap-5"
    >
      <h3 id="contact-form-title" className="font-display text-3xl font-semibold text-ink">
        {t('contact.form.title')}
      </h3>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('contact.form.name')} error={errors.name?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              autoComplete="name"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('name')}
            />
          )}
        </Field>
        <Field label={t('contact.form.email')} error={errors.email?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('email')}
            />
          )}
        </Field>
        <Field label={t('contact.form.phone')} error={errors.phone?.message}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="tel"
              autoComplete="tel"
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              {...register('phone')}
            />
          )}
        </Field>
        <Field label={t('contact.form.subject')} error={errors.subject?.message}>
          {({ id, describedBy, invalid }) => (
            <div className="relative">
              <Select
                id={id}
                defaultValue=""
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                {...register('subject')}
              >
                <option value="" disabled>
                  {t('contact.form.subjectPlaceholder')}
                </option>
                {CONTACT_SUBJECTS.map((s) => (
                  <option key={s} value={s}>
                    {t(`contact.subjects.${s}`)}
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
      </div>
      <Field label={t('contact.form.message')} error={errors.message?.message}>
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            rows={5}
            placeholder={t('contact.form.messagePlaceholder')}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            {...register('message')}
          />
        )}
      </Field>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-stone">{t('contact.form.privacy')}</p>
        <Button type="submit" variant="dark" size="lg" disabled={isSubmitting} className="shrink-0">
          <Send className="size-4" aria-hidden />
          {isSubmitting ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </div>
    </form>
  );
}
