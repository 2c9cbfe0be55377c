import { startEtgEmulator } from '@bidstay/sandbox/etg';
import { TEST_ETG_KEY } from './build-test-app.ts';

/** A small ETG emulator of its own for one test file: the same code as the demo's, fewer hotels. */
export function startTestEtg(
  options: { hotelCount?: number; cityHotels?: number; clock?: { now(): Date }; limitScale?: number } = {},
) {
  return startEtgEmulator({
    port: 0,
    ...TEST_ETG_KEY,
    hotelCount: options.hotelCount ?? 400,
    cityHotels: options.cityHotels,
    clock: options.clock,
    limitScale: options.limitScale,
  });
}
