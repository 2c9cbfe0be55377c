/**
 * A process told to stop: readiness fails at once so balancers move away, while what runs finishes. `begin` runs the
 * steps given at start (ending event streams, stopping the job worker) once.
 */
export type Drain = { readonly draining: boolean; begin(): Promise<void> };

export function createDrain(steps: () => Promise<void>): Drain {
  let begun: Promise<void> | undefined;
  return {
    get draining() {
      return begun !== undefined;
    },
    begin() {
      begun ??= steps();
      return begun;
    },
  };
}
