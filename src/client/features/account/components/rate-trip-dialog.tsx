import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingSummary } from '../../../../shared/contracts/bookings.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, Textarea } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { toast } from '../../../lib/toast-store.ts';
import { useRateBooking } from '../api/rate-booking.ts';
import { useAccountFormat } from '../hooks/use-account-format.ts';
import { Modal, ModalClose } from '../../../components/ui/modal.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

const FEEDBACK_MAX = 1000;

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

  const message = useErrorText();

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
      setRatingError(message('rating.invalid'));
      return;
    }
    const text = feedback.trim();
    if (text.length > FEEDBACK_MAX) {
      setFeedbackError(message('rating.feedbackTooLong'));
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
            const { rating: ratingProblem, feedback: feedbackProblem } = err.fieldErrors ?? {};
            if (ratingProblem) setRatingError(message(ratingProblem));
            if (feedbackProblem) setFeedbackError(message(feedbackProblem));
            if (!ratingProblem && !feedbackProblem) setFormError(message(err));
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
          <ModalClose>
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
