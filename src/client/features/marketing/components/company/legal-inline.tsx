import { Fragment } from 'react';
import { Link } from 'react-router';
import { parseInline } from './legal-content.ts';

const linkClass =
  'font-medium text-gold-dark underline decoration-gold/50 underline-offset-4 hover:decoration-gold-dark';

/** A legal sentence with its **bold** and [link](href) markup rendered. */
export function LegalInline({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) => {
        if (part.kind === 'strong')
          return (
            <strong key={i} className="font-semibold text-ink">
              {part.text}
            </strong>
          );
        if (part.kind === 'link')
          return part.href.startsWith('/') ? (
            <Link key={i} to={part.href} className={linkClass}>
              {part.text}
            </Link>
          ) : (
            <a key={i} href={part.href} className={linkClass}>
              {part.text}
            </a>
          );
        return <Fragment key={i}>{part.text}</Fragment>;
      })}
    </>
  );
}
