import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast-store.ts';
import { useRateBooking } from '../api/rate-booking.ts';
import { useAccountFormat } from '../hooks/use-account-format.ts';
import { Modal, ModalClose } from './modal.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

const FEEDBACK_MAX = 1000;

/** The server's messages we have in Spanish too; anything else is shown as the server wrote it. */
const KNOWN_ERRORS: Record<string, string> = {
  'You have already rated this trip.': 'rate.errors.alreadyRated',
  'Only completed trips can be rated.': 'rate.errors.notCompleted',
  'Please choose a rating from 1 to 5 stars': 'rate.errors.required',
  'Feedback must be at most 1000 characters': 'rate.errors.feedbackTooLong',
};

interface RateTripDialogProps {
  booking: BookingSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: () => HTMLElement | null | undefined;
}

/** Rate Trip: 1-5 stars and optional feedback, once per completed trip. */
export function RateTripDialog({ booking, open, onOpenChange, returnFocusTo }: RateTripDialogProps) {
  const { t } = useTranslation('account');
  const f = useAccountFormat();
  const rate = useRateBooking();
  const [rating, setRating] = useState<number | null>(null);
  const [feedback, setFeedback] = useState('');
  const [ratingError, setRatingError] = useState<string>();
  const [feedbackError, setFeedbackError] = useState<string>();
  const [formError, setFormError] = useState<string>();

  const serverText = (message: string) => {
    const key = KNOWN_ERRORS[message];
    return key ? t(key) : message;
  };

  const reset = () => {
    setRating(null);
    setFeedback('');
    setRatingError(undefined);
    setFeedbackError(undefined);
    setFormError(undefined);
    rate.reset();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    if (rating == null) {
      setRatingError(t('rate.errors.required'));
      return;
    }
    const text = feedback.trim();
    if (text.length > FEEDBACK_MAX) {
      setFeedbackError(t('rate.errors.feedbackTooLong'));
      return;
    }
    rate.mutate(
      { bookingId: booking.id, body: text ? { rating, feedback: text } : { rating } },
      {
        onSuccess: () => {
          toast({ title: t('rate.success'), description: t('rate.successBody'), variant: 'success' });
          onOpenChange(false);
          reset();
        },
        onError: (err) => {
          if (err instanceof AppError) {
            if (err.fields?.rating) setRatingError(serverText(err.fields.rating));
            if (err.fields?.feedback) setFeedbackError(serverText(err.fields.feedback));
            if (!err.fields?.rating && !err.fields?.feedback) setFormError(serverText(err.userMessage));
          } else {
            setFormError(t('rate.errors.failed'));
          }
        },
      },
    );
  };

  const formId = `rate-${booking.id}`;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next && !rate.isPending) reset();
        if (!rate.isPending) onOpenChange(next);
      }}
      returnFocusTo={returnFocusTo}
      title={t('rate.title')}
      description={t('rate.description', {
        number: booking.number,
        date: f.date(booking.pickupDateTime),
      })}
      footer={
        <>
          <ModalClose asChild>
            <Button variant="ghost" size="sm" disabled={rate.isPending}>
              {t('rate.cancel')}
            </Button>
          </ModalClose>
          <Button type="submit" form={formId} size="sm" disabled={rate.isPending}>
            {rate.isPending && (
              <Spinner className="[&>span:first-child]:size-4" label={t('rate.submitting')} />
            )}
            {t('rate.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="grid gap-6">
        {formError && (
          <p
            role="alert"
            className="rounded-lg bg-danger/8 px-4 py-3 text-sm text-danger ring-1 ring-danger/20"
          >
            {formError}
          </p>
        )}
        <StarRatingInput
          legend={t('rate.legend')}
          value={rating}
          onChange={(n) => {
            setRating(n);
            setRatingError(undefined);
          }}
          error={ratingError}
        />
        <Field
          label={
            <>
              {t('rate.feedback')} <span className="font-normal text-stone">{t('rate.optional')}</span>
            </>
          }
          hint={t('rate.feedbackHint', { count: FEEDBACK_MAX - feedback.length })}
          error={feedbackError}
        >
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              name="feedback"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              maxLength={FEEDBACK_MAX}
              rows={4}
              className="min-h-28"
              value={feedback}
              placeholder={t('rate.feedbackPlaceholder')}
              onChange={(e) => {
                setFeedback(e.target.value);
                setFeedbackError(undefined);
              }}
            />
          )}
        </Field>
      </form>
    </Modal>
  );
}
