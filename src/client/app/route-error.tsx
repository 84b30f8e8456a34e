import { useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button.tsx';

/** Shown when a page fails to load (for example a chunk missing after a deploy). Plain text: i18n may be what failed. */
export function RouteError() {
  const error = useRouteError();
  const message = error instanceof Error ? error.message : 'Unexpected error';
  return (
    <div className="flex min-h-screen flex-col items-center justify-center gap-4 bg-ivory p-8 text-center">
      <h1 className="font-display text-4xl font-semibold">Something went wrong</h1>
      <p className="max-w-md text-stone">
        We could not show this page. Please reload; if it keeps happening call us at (212) 555-0147.
      </p>
      <p className="text-xs text-stone/70">{message}</p>
      <button type="button" className={buttonClasses('dark')} onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
