import { describe, expect, it } from 'vitest';
import { checkEndpoint, type EndpointRules } from './endpoint-rules.ts';

const HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'];
const production: EndpointRules = { serviceHosts: HOSTS, loopbackAllowed: false, sandboxPrefix: undefined };
const development: EndpointRules = {
  serviceHosts: HOSTS,
  loopbackAllowed: true,
  sandboxPrefix: 'http://localhost:3000/sandbox/push/',
};
const accepts = (endpoint: string, rules: EndpointRules) => () => checkEndpoint(endpoint, rules);

describe('a push endpoint', () => {
  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/push',
    'http://10.0.0.1/push',
    'https://172.16.5.4/push',
    'https://192.168.1.1/push',
    'https://[fe80::1]/push',
    'https://[fd00::1]/push',
    'https://[::ffff:10.0.0.1]/push',
    'https://[::ffff:a9fe:a9fe]/push',
  ])('on a private or link-local address is refused in every mode: %s', (endpoint) => {
    expect(accepts(endpoint, production)).toThrow();
    expect(accepts(endpoint, development)).toThrow();
  });

  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-db5p.notify.windows.com/w/?token=abc',
  ])('on a known push service over https is accepted: %s', (endpoint) => {
    expect(accepts(endpoint, production)).not.toThrow();
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://example.com/push',
    'https://fcm.googleapis.com.evil.example/push',
    'https://push.apple.com.evil.example/push',
    'https://user:pass@fcm.googleapis.com/fcm/send/abc',
    'https://8.8.8.8/push',
  ])('elsewhere, or not over https, is refused: %s', (endpoint) => {
    expect(accepts(endpoint, production)).toThrow();
    expect(accepts(endpoint, development)).toThrow();
  });

  it.each(['http://127.0.0.1:8080/p/1', 'https://localhost/p/1', 'http://[::1]:9/p'])(
    'on loopback is accepted in development only: %s',
    (endpoint) => {
      expect(accepts(endpoint, development)).not.toThrow();
      expect(accepts(endpoint, production)).toThrow();
    },
  );

  it('on the sandbox push service is accepted where it is mounted', () => {
    expect(accepts('http://localhost:3000/sandbox/push/p/abc', development)).not.toThrow();
    expect(accepts('http://localhost:3000/sandbox/push/p/abc', production)).toThrow();
  });
});
