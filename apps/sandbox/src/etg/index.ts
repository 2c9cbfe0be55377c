export { etgEmulator, DEFAULT_SEED, type EtgEmulatorOptions } from './plugin.ts';
export { startEtgEmulator, ETG_PREFIX, type RunningEtgEmulator, type StandaloneOptions } from './server.ts';
export type { Clock } from './time.ts';
