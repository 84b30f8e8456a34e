import { cn } from '../../../../components/ui/cn.ts';

/** Three cards: one column on phones, two on tablets (the third centred under them), three on desktops. */
export const CARD_GRID = 'mt-14 grid gap-6 sm:mt-16 md:grid-cols-2 lg:grid-cols-3';

export function cardCell(index: number, count: number): string {
  return cn(
    'grid',
    index === count - 1 &&
      count % 2 === 1 &&
      'md:col-span-2 md:w-[calc(50%-0.75rem)] md:justify-self-center lg:col-span-1 lg:w-auto lg:justify-self-stretch',
  );
}
