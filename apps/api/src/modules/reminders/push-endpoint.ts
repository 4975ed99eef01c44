import { type LookupAddress, type LookupAllOptions, lookup } from 'node:dns';
import { lookup as lookupAsync } from 'node:dns/promises';
import { Agent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import type { Config } from '../../config';

/**
 * Where the server may send a Web Push (server-side request forgery): a member hands us the
 * endpoint URL, and the server then opens a TLS connection to it. Only https, no credentials in the URL, only
 * hosts whose every address is public (checked at subscription and again when connecting, on the addresses the
 * connection really uses, so a DNS answer that changes in between does not help); in production only the known
 * push services' hosts (PUSH_SERVICE_HOSTS). Tests with a local push service set PUSH_ALLOW_PRIVATE_ENDPOINTS.
 */
export type PushEndpointPolicy = {
  /** Host patterns (`fcm.googleapis.com`, `*.notify.windows.com`); null: any public host. */
  allowedHosts: readonly string[] | null;
  /** Loopback and private addresses too: only for tests with a local push service (refused in production). */
  allowPrivate: boolean;
};

export function pushEndpointPolicyOf(config: Pick<Config, 'env' | 'push'>): PushEndpointPolicy {
  return {
    allowedHosts: config.env === 'production' ? config.push.serviceHosts : null,
    allowPrivate: config.push.allowPrivateEndpoints,
  };
}

/** A public unicast address: not loopback, private, link-local (cloud metadata), CGNAT, multicast or reserved. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

const matchesHost = (host: string, pattern: string) =>
  pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern;

/**
 * What is wrong with the endpoint's URL itself, or null. The WHATWG parser has already turned `127.1`,
 * `2130706433` and `0x7f000001` into `127.0.0.1`, so an address literal is checked in its one normal form.
 */
export function problemOfPushUrl(endpoint: string, policy: PushEndpointPolicy): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:') return 'not https';
  if (url.username || url.password) return 'credentials in the URL';
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  if (policy.allowedHosts && !policy.allowedHosts.some((pattern) => matchesHost(host, pattern))) {
    return 'not a known push service';
  }
  if (policy.allowPrivate) return null;
  if (host === 'localhost' || host.endsWith('.localhost')) return 'a local host';
  if (isIP(host) && !isPublicAddress(host)) return 'a non-public address';
  return null;
}

/** problemOfPushUrl, then the host's DNS answer: every address it resolves to must be public. */
export async function problemOfPushEndpoint(
  endpoint: string,
  policy: PushEndpointPolicy,
): Promise<string | null> {
  const problem = problemOfPushUrl(endpoint, policy);
  if (problem || policy.allowPrivate) return problem;
  const host = new URL(endpoint).hostname;
  if (isIP(host.replace(/^\[|\]$/g, ''))) return null;
  try {
    const addresses = await lookupAsync(host, { all: true });
    return addresses.every((entry) => isPublicAddress(entry.address)) ? null : 'a non-public address';
  } catch {
    return 'a host that does not resolve';
  }
}

/**
 * dns.lookup that fails unless every address is public: the connection is made to the addresses checked here,
 * so a name that resolved to a public address at subscription and to 127.0.0.1 now is refused now.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true } as LookupAllOptions, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const blocked = addresses.find((entry) => !isPublicAddress(entry.address));
    if (blocked || addresses.length === 0) {
      const refused = Object.assign(new Error(`push endpoint ${hostname} resolves to a non-public address`), {
        code: 'EPUSHBLOCKED',
      });
      return callback(refused, '', 0);
    }
    if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
    const [first] = addresses as [LookupAddress];
    return callback(null, first.address, first.family);
  });
};

/** The HTTPS agent every push goes through outside tests: it connects only to public addresses. */
export function createPublicOnlyAgent(): Agent {
  return new Agent({ lookup: publicOnlyLookup, keepAlive: true, maxSockets: 20 });
}
