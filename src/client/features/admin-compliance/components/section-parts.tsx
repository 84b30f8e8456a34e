import type { ReactNode } from 'react';
import type { FleetCar } from '../../../../shared/contracts/compliance.ts';

/** A document of a car's list, by its name. */
export const doc = (documents: FleetCar['documents'], d: string) => documents.find((s) => s.document === d);

/** A section of the Compliance view: its heading, lead and action, then its content. */
export function Section({
  id,
  title,
  lead,
  action,
  children,
  testId,
}: {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className="grid min-w-0 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/8 sm:p-5"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="font-display text-xl font-semibold text-ink sm:text-2xl">
            {title}
          </h2>
          {lead && <p className="mt-0.5 text-sm text-ink/65">{lead}</p>}
        </div>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A labelled item of a phone card. */
export function CardItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 content-start gap-1">
      <dt className="text-xs font-semibold tracking-wide text-stone uppercase">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}
