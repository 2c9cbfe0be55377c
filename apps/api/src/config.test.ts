import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const DATA_DIR = '/tmp/bidstay-config-test';

describe('configuration', () => {
  it('listens on loopback only in development, unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR, NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
