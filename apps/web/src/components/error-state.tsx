import { genericMessages } from '@bidstay/contract/plain';
import { Trans } from '@lingui/react/macro';
import { useMessage } from '@/hooks/use-message';

export function ErrorState({ text = genericMessages.internal }: { text?: string }) {
  const translate = useMessage();
  return (
    <div className="text-center py-5 px-3" role="alert">
      <i className="bi bi-cloud-slash display-5 text-body-tertiary d-block mb-3" aria-hidden="true" />
      <p className="lead mb-4">{translate(text)}</p>
      <button type="button" className="btn btn-outline-primary" onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </button>
    </div>
  );
}
