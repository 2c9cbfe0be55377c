import { voucherFileName } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export function getVoucher(partnerOrderId: string) {
  return apiClient.file(`/api/getVoucher/${encodeURIComponent(partnerOrderId)}`, 'application/pdf');
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The booking's confirmation PDF, saved as confirmation-{id}.pdf (SPEC §7). */
export function useDownloadVoucher() {
  return useMutation({
    mutationFn: async (partnerOrderId: string) =>
      save(await getVoucher(partnerOrderId), voucherFileName(partnerOrderId)),
  });
}
