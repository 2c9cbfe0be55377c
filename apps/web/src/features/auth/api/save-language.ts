import type { Locale } from '@bidstay/contract/plain';
import { z } from 'zod';
import { apiClient } from '@/lib/api-client';

/** The signed-in account's language: its mails and pushes follow it. */
export function saveLanguage(language: Locale) {
  return apiClient.put('/api/account/language', z.unknown(), { language });
}
