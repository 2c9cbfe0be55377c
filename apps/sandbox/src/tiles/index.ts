export { tilesEmulator } from './plugin.ts';
