export type Listener<T> = (value: T) => Promise<void>;

/** What a module says has happened, for the modules that subscribe to it: the module that says it knows none of them. */
export type AppEvent<T> = { subscribe(listener: Listener<T>): () => void };

/** An event and the call that says it; the call waits for every listener, one after the other, in subscription order. */
export function createAppEvent<T>() {
  const listeners = new Set<Listener<T>>();
  const event: AppEvent<T> = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  async function emit(value: T) {
    for (const listener of listeners) await listener(value);
  }
  return { event, emit };
}
