import { Trans } from '@lingui/react/macro';
import { useMessage } from '@/hooks/use-message';
import { errorMessage } from '@/lib/error-message';

type LoadFailedProps = {
  /** What could not be loaded, said when the API gave no reason of its own (or no `error` is passed). */
  text: string;
  error?: unknown;
  onRetry: () => void;
};

/** A list that could not be loaded, in place of the list, with a button that loads it again. */
export function LoadFailed({ text, error, onRetry }: LoadFailedProps) {
  const translate = useMessage();
  return (
    <div className="alert alert-danger d-flex flex-wrap align-items-center gap-3" role="alert">
      <span className="flex-grow-1">{translate(error === undefined ? text : errorMessage(error, text))}</span>
      <button type="button" className="btn btn-sm btn-outline-danger" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
