import { isApiError } from '@/lib/api-client';

export function LoadFailed({ error, onRetry, text }: { error: unknown; onRetry: () => void; text: string }) {
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span className="flex-grow-1">{isApiError(error) ? error.message : text}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
