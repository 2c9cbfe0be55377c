import { VISITOR_LOG_VALIDITY_MS } from '@bidstay/contract/plain';
import { storageKeys } from './storage-keys';

function describe(error: unknown): { key: string; text: string } {
  if (!(error instanceof Error)) return { key: String(error), text: String(error) };
  const key = `${error.name}: ${error.message}`;
  return { key, text: error.stack?.includes(error.message) ? error.stack : `${key}\n${error.stack ?? ''}` };
}

function readReported(): Record<string, number> {
  try {
    return JSON.parse(localStorage.getItem(storageKeys.visitorLog) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Sends a client error to the visitor log, at most once per distinct error per validity period. */
export function reportClientError(error: unknown) {
  const { key, text } = describe(error);
  const now = Date.now();
  const reported = Object.fromEntries(
    Object.entries(readReported()).filter(([, at]) => now - at < VISITOR_LOG_VALIDITY_MS),
  );
  if (reported[key]) return;
  localStorage.setItem(storageKeys.visitorLog, JSON.stringify({ ...reported, [key]: now }));
  import('./visitor-log')
    .then(({ sendToVisitorLog }) => sendToVisitorLog(text))
    .catch((failure: unknown) => console.warn('Could not report a client error', failure));
}

export function reportUncaughtErrors() {
  window.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}
