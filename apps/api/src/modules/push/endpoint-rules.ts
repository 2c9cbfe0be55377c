import { isIP } from 'node:net';
import { messages } from '@bidstay/contract';
import { AppError } from '../../lib/app-error.ts';

export type EndpointRules = {
  /** The push services' hosts; `*.example.com` is any subdomain of example.com. */
  serviceHosts: string[];
  /** Development and tests: loopback endpoints (http or https) are push services too. */
  loopbackAllowed: boolean;
  /** The sandbox push service's own endpoints, when it is mounted: `<origin>/sandbox/push/`. */
  sandboxPrefix: string | undefined;
};

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The IPv4 ranges no push goes to: private (RFC 1918), link-local (cloud metadata), this network, CGNAT. */
const REFUSED_V4: [number, number][] = [
  [0x0a000000, 8],
  [0xac100000, 12],
  [0xc0a80000, 16],
  [0xa9fe0000, 16],
  [0x00000000, 8],
  [0x64400000, 10],
];

function v4Number(address: string): number {
  return address.split('.').reduce((sum, part) => sum * 256 + Number(part), 0);
}

function inRefusedV4(address: string): boolean {
  const value = v4Number(address);
  return REFUSED_V4.some(([base, bits]) => value >>> (32 - bits) === base >>> (32 - bits));
}

/** An IPv6 literal that is not a public address: loopback, unspecified, unique-local, link-local or a mapped IPv4. */
function refusedV6(address: string): boolean {
  const lower = address.toLowerCase();
  return (
    lower === '::1' || lower === '::' || lower.startsWith('::ffff:') || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower)
  );
}

const hostMatches = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

/**
 * A subscription's endpoint is where the server will send requests: only a push service's https address, so that no
 * one makes the server call inside its network. Private and link-local addresses are refused whatever the mode.
 */
export function checkEndpoint(endpoint: string, rules: EndpointRules): URL {
  const url = new URL(endpoint);
  const host = url.hostname.toLowerCase();
  const literal = host.replace(/^\[|\]$/g, '');
  const refuse = () =>
    new AppError('invalid_input', messages.push.endpointRefused, { endpoint: messages.push.endpointRefused });
  if (url.username || url.password) throw refuse();
  if (isIP(literal) === 4 && inRefusedV4(literal)) throw refuse();
  if (isIP(literal) === 6 && refusedV6(literal) && !(rules.loopbackAllowed && literal === '::1')) throw refuse();
  if (rules.sandboxPrefix && endpoint.startsWith(rules.sandboxPrefix)) return url;
  const loopback = LOOPBACK_NAMES.has(host) || (isIP(literal) === 4 && literal.startsWith('127.'));
  if (loopback && rules.loopbackAllowed && (url.protocol === 'http:' || url.protocol === 'https:')) return url;
  if (url.protocol !== 'https:' || isIP(literal) !== 0 || loopback) throw refuse();
  if (!rules.serviceHosts.some((pattern) => hostMatches(host, pattern))) throw refuse();
  return url;
}
