import { useLingui } from '@lingui/react/macro';
import { messages } from '@bidstay/contract';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useToast } from '@/components/toasts';
import { useDownloadVoucher } from '../api/get-voucher';

type VoucherButtonProps = { orderId: string; disabled?: boolean; label?: string; variant?: string };

export function VoucherButton({ orderId, disabled, label, variant = 'primary' }: VoucherButtonProps) {
  const { t } = useLingui();
  const toast = useToast();
  const download = useDownloadVoucher();
  const onClick = () =>
    download.mutate(orderId, { onError: () => toast({ variant: 'danger', body: messages.bookings.voucherFailed }) });

  return (
    <Button
      variant={variant}
      onClick={onClick}
      disabled={disabled || download.isPending}
      aria-busy={download.isPending}
    >
      {download.isPending ? (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : (
        <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
      )}
      {label ?? t`Download confirmation`}
    </Button>
  );
}
