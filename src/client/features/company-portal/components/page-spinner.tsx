import { Spinner } from '../../../components/ui/spinner.tsx';

/** Full-height spinner with a translated label for screen readers. */
export function PortalSpinner({ label }: { label: string }) {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-gold-dark">
      <Spinner label={label} className="[&>span:first-child]:size-8" />
    </div>
  );
}
