import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface AuthLinkItem {
  /** Text before the link ("New here?"); optional. */
  prompt?: ReactNode;
  label: ReactNode;
  to: string;
}

/** The closing links of a sign-in card, one per line, and an optional back link. */
export function AuthLinks({
  items = [],
  back,
}: {
  items?: AuthLinkItem[];
  back?: { label: ReactNode; to: string };
}) {
  return (
    <div className="grid gap-3">
      {items.length > 0 && (
        <ul className="grid gap-2.5">
          {items.map((item) => (
            <li key={item.to}>
              {item.prompt && <span>{item.prompt} </span>}
              <Link
                to={item.to}
                className="rounded-sm font-semibold text-gold-dark underline-offset-4 hover:underline"
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {back && (
        <Link
          to={back.to}
          className="inline-flex items-center gap-1.5 justify-self-start rounded-sm text-stone hover:text-ink"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {back.label}
        </Link>
      )}
    </div>
  );
}
