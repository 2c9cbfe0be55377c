import { messages } from '@bidstay/contract/plain';

export function ErrorState({ text = messages.generic.internal }: { text?: string }) {
  return (
    <div className="text-center py-5 px-3" role="alert">
      <i className="bi bi-cloud-slash display-5 text-body-tertiary d-block mb-3" aria-hidden="true" />
      <p className="lead mb-4">{text}</p>
      <button type="button" className="btn btn-outline-primary" onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </div>
  );
}
