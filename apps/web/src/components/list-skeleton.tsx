export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="d-grid gap-3 placeholder-glow" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="placeholder rounded-3 list-skeleton-row" />
      ))}
    </div>
  );
}
