import { useLingui } from '@lingui/react/macro';
export function PublicationSkeleton() {
  const { t } = useLingui();
  return (
    <div className="placeholder-glow" aria-busy="true" aria-label={t`Loading`}>
      <span className="placeholder col-6 mb-4 d-block publication-skeleton-title" />
      {[0, 1, 2].map((index) => (
        <div key={index} className="mb-4">
          <span className="placeholder col-4 mb-2 d-block" />
          <span className="placeholder col-12 mb-1 d-block" />
          <span className="placeholder col-10 d-block" />
        </div>
      ))}
    </div>
  );
}
