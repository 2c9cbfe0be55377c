import type { BidEvent } from '@bidstay/contract';
import { useEffect, useEffectEvent } from 'react';
import { listenToBidEvents } from '@/lib/bid-events';
import { useSession } from '@/lib/session';

type BidEventHandlers = { onEvent: (event: BidEvent) => void; onOpen: () => void };

/** Live bid changes while signed in; `onOpen` runs on every (re)connection, to catch up on missed ones. */
export function useBidEvents({ onEvent, onOpen }: BidEventHandlers) {
  const token = useSession()?.token;
  const handleEvent = useEffectEvent(onEvent);
  const handleOpen = useEffectEvent(onOpen);

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void listenToBidEvents({
      token,
      signal: controller.signal,
      onEvent: (event) => handleEvent(event),
      onOpen: () => handleOpen(),
    });
    return () => controller.abort();
  }, [token]);
}
