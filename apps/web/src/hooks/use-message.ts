import { translateMessage } from '@bidstay/contract/plain';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

/**
 * A text of the contract's `messages` (a field's error, an API answer's message) in the language shown: the API
 * already answers in it, the schemas in the browser speak English (decision 036).
 */
export function useMessage(): (text: string) => string {
  const { i18n } = useLingui();
  return useCallback((text: string) => translateMessage(i18n, text), [i18n]);
}
