import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonSize, type ButtonVariant } from '../../../../components/ui/button.tsx';
import { rememberVehicle } from '../../../../booking/lib/booking-draft.ts';
import { useBook } from '../../hooks/use-book.ts';
import { BOOKING_START_HREF } from '../../lib/book-actions.ts';

/**
 * "Book Now" of the fleet and about pages: opens the booking start (product decision 15).
 * With a vehicle id, the chosen vehicle is remembered for the vehicle step first.
 */
export function BookStartButton({
  vehicleId,
  label,
  variant = 'primary',
  size = 'md',
  className,
}: {
  vehicleId?: string;
  /** Accessible suffix, e.g. the vehicle name, read after the visible "Book Now". */
  label?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { t } = useTranslation('company');
  const book = useBook();
  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={() => {
        if (vehicleId) rememberVehicle(vehicleId);
        book({ href: BOOKING_START_HREF });
      }}
    >
      {t('bookNow')}
      {label && <span className="sr-only">: {label}</span>}
      <ArrowRight className="size-4" aria-hidden />
    </Button>
  );
}
