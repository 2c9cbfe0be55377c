import { deviceStorageKeys, storageKeys } from './storage-keys';

export type Role = 'customer' | 'supplier' | 'operator';

/** `customerId` is the token's subject: the customer, the supplier account for a hotel partner, or the operator. */
export type Session = { token: string; customerId: string; role: Role; expiresAt: number };

const listeners = new Set<() => void>();

function decodePayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export function decodeSession(token: string): Session | null {
  const payload = decodePayload(token);
  const customerId = payload?.id ?? payload?.sub ?? payload?.nameid;
  if (typeof customerId !== 'string' || typeof payload?.exp !== 'number') return null;
  const role: Role = payload.role === 'supplier' || payload.role === 'operator' ? payload.role : 'customer';
  return { token, customerId, role, expiresAt: payload.exp * 1000 };
}

/** The stored token while it is valid and unexpired, else null. */
export function getValidToken(): string | null {
  // A page the API renders has no storage: it is rendered as a signed-out visitor sees it.
  const token = globalThis.localStorage?.getItem(storageKeys.token);
  const session = token ? decodeSession(token) : null;
  return session && session.expiresAt > Date.now() ? token : null;
}

function notify() {
  for (const listener of listeners) listener();
}

export function storeToken(token: string) {
  localStorage.setItem(storageKeys.token, token);
  notify();
}

export function clearAccountStorage() {
  for (const key of Object.keys(localStorage)) {
    if (!deviceStorageKeys.has(key)) localStorage.removeItem(key);
  }
  sessionStorage.clear();
  notify();
}

export function subscribeToSession(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
