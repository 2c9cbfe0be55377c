import { voucherFileName } from '@bidstay/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';

export function getVoucher(partnerOrderId: string) {
  return apiClient.file(`/api/getVoucher/${encodeURIComponent(partnerOrderId)}`, 'application/pdf');
}

/** The booking's confirmation PDF, saved as confirmation-{id}.pdf (SPEC §7). */
export function useDownloadVoucher() {
  return useMutation({
    mutationFn: async (partnerOrderId: string) =>
      saveFile(await getVoucher(partnerOrderId), voucherFileName(partnerOrderId)),
  });
}
