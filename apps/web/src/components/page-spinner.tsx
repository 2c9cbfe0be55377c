import { useLingui } from '@lingui/react/macro';
import Spinner from 'react-bootstrap/Spinner';

export function PageSpinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
