import { useMessage } from '@/hooks/use-message';
import Alert from 'react-bootstrap/Alert';

/** The form's alert, for an error that no field shows. */
export function FormAlert({ text, className = 'mt-3 mb-0 py-2' }: { text: string | undefined; className?: string }) {
  const message = useMessage();
  if (!text) return null;
  return (
    <Alert variant="danger" className={className} role="alert">
      {message(text)}
    </Alert>
  );
}
