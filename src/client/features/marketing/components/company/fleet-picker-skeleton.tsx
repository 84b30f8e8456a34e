/** Placeholder of the fleet picker while the vehicles load: five thumbnails and the large panel. */
export function FleetPickerSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div
        aria-hidden
        data-testid="fleet-skeleton"
        className="-mx-5 flex gap-3 overflow-hidden px-5 pt-1 pb-3 sm:-mx-8 sm:px-8 lg:mx-0 lg:grid lg:grid-cols-5 lg:gap-4 lg:px-0"
      >
        {Array.from({ length: 5 }, (_, i) => (
          <div
            key={i}
            className="w-44 shrink-0 overflow-hidden rounded-2xl bg-white ring-1 ring-ink/8 sm:w-52 lg:w-auto"
          >
            <div className="aspect-[5/2] animate-pulse bg-ivory-deep" />
            <div className="grid gap-2 px-4 py-3">
              <div className="h-3 w-1/3 animate-pulse rounded bg-ivory-deep" />
              <div className="h-4 w-4/5 animate-pulse rounded bg-ivory-deep" />
            </div>
          </div>
        ))}
      </div>
      <div
        aria-hidden
        className="mt-6 grid overflow-hidden rounded-3xl bg-white ring-1 ring-ink/8 lg:mt-8 lg:grid-cols-[1.25fr_1fr]"
      >
        <div className="aspect-[16/9] animate-pulse bg-ivory-deep lg:aspect-auto lg:min-h-96" />
        <div className="grid content-start gap-4 p-6 sm:p-10">
          <div className="h-9 w-2/3 animate-pulse rounded bg-ivory-deep" />
          <div className="grid grid-cols-2 gap-3">
            <div className="h-20 animate-pulse rounded-2xl bg-ivory-deep" />
            <div className="h-20 animate-pulse rounded-2xl bg-ivory-deep" />
          </div>
          <div className="h-4 w-full animate-pulse rounded bg-ivory-deep" />
          <div className="h-4 w-4/5 animate-pulse rounded bg-ivory-deep" />
          <div className="mt-4 h-13 w-40 animate-pulse rounded-full bg-ivory-deep" />
        </div>
      </div>
    </div>
  );
}
