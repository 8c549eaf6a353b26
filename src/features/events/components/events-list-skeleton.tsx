/** Rows the size of events while they load, so the page does not jump when they arrive. */
export function EventsListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <ul className="space-y-3" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="h-24 animate-pulse rounded-2xl bg-white/70 ring-1 ring-brand-100" />
      ))}
    </ul>
  );
}
