import { ArrowRight } from 'lucide-react';
import { Button, type ButtonVariant } from '../../../../components/ui/button.tsx';

/** A card's Book button: the visible label, plus the offer's name for screen readers. */
export function BookButton({
  label,
  offer,
  onClick,
  variant = 'dark',
}: {
  label: string;
  offer: string;
  onClick: () => void;
  variant?: ButtonVariant;
}) {
  return (
    <Button
      variant={variant}
      size="lg"
      className="w-full text-center leading-tight max-sm:px-4"
      onClick={onClick}
    >
      {label}
      <span className="sr-only">: {offer}</span>
      <ArrowRight className="size-4 shrink-0" aria-hidden />
    </Button>
  );
}
