import { startEtgEmulator } from './index.ts';

const emulator = await startEtgEmulator({
  port: Number(process.env.ETG_PORT ?? 8090),
  keyId: process.env.ETG_KEY_ID ?? '1000',
  apiKey: process.env.ETG_API_KEY ?? 'sandbox-key',
  dataDir: process.env.ETG_DATA_DIR,
  limitScale: Number(process.env.ETG_LIMIT_SCALE ?? 1),
});
console.log(`Sandbox ETG emulator listening on ${emulator.url}`);
