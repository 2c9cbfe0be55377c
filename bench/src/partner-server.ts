import { startEtgEmulator } from '@bidstay/sandbox/etg';
import { ETG_KEY } from './servers.ts';

/**
 * The sandbox partner, as apps/sandbox/src/etg/main.ts starts it, with two settings the
 * benchmark needs: rate limits scaled by 1000 (this measures Bidstay, not ETG's quotas) and the
 * catalogue size. Usage: partner-server.ts <port> [hotel count]
 */
const [port, hotelCount] = process.argv.slice(2);
await startEtgEmulator({
  port: Number(port),
  ...ETG_KEY,
  limitScale: 1000,
  hotelCount: hotelCount ? Number(hotelCount) : undefined,
});
