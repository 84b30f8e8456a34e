/** A vehicle card's shape while the prices are calculated. */
export function VehicleOptionSkeleton() {
  return (
    <div
      aria-hidden
      data-testid="vehicle-skeleton"
      className="grid overflow-hidden rounded-2xl bg-white ring-1 ring-ink/8 md:grid-cols-[15rem_minmax(0,1fr)] xl:grid-cols-[minmax(0,1fr)_22rem] xl:grid-rows-[auto_1fr]"
    >
      <div className="aspect-[2/1] animate-pulse bg-ivory-deep md:aspect-auto md:min-h-56 xl:col-start-1 xl:row-start-1 xl:h-60 xl:min-h-0" />
      <div className="grid content-start gap-3 p-5 sm:p-7 xl:col-start-1 xl:row-start-2">
        <div className="h-7 w-2/3 animate-pulse rounded bg-ivory-deep" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-ivory-deep" />
        <div className="mt-3 h-4 w-full animate-pulse rounded bg-ivory-deep" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-ivory-deep" />
        <div className="mt-3 flex gap-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-6 w-20 animate-pulse rounded-full bg-ivory-deep" />
          ))}
        </div>
      </div>
      <div className="grid content-start gap-3 border-t border-ink/8 bg-ivory/70 p-5 sm:p-7 md:col-span-2 xl:col-span-1 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:border-t-0 xl:border-l">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="flex justify-between gap-4">
            <div className="h-4 w-1/2 animate-pulse rounded bg-ivory-deep" />
            <div className="h-4 w-16 animate-pulse rounded bg-ivory-deep" />
          </div>
        ))}
        <div className="mt-3 h-9 w-1/2 animate-pulse justify-self-end rounded bg-ivory-deep" />
        <div className="h-13 w-full animate-pulse rounded-full bg-ivory-deep" />
      </div>
    </div>
  );
}
