import { browserCode, VISITOR_LOG_ERROR_MAX, VISITOR_LOG_PAGE_MAX } from '@bidstay/contract';
import { apiClient } from './api-client';

/** Loaded with the first error to report (see error-reporting.ts). */
export async function sendToVisitorLog(text: string) {
  await apiClient.post('/api/log/createVisitorLog', 'nothing', {
    error: text.slice(0, VISITOR_LOG_ERROR_MAX),
    browser: browserCode(navigator.userAgent),
    page: location.pathname.slice(0, VISITOR_LOG_PAGE_MAX),
  });
}
