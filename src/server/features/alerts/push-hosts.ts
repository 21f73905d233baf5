import { BlockList, isIP } from 'node:net';

/**
 * Where a browser's push subscription may point (issue 42). The server posts to the endpoint a browser
 * gave it, so an endpoint is a way into our network unless it is held to the push services browsers use:
 * Chrome and Edge on Android (FCM), Firefox (Mozilla), Safari (Apple) and Edge on Windows (WNS). A private
 * deployment's own push service, or a test's, is accepted when PUSH_ALLOWED_HOSTS lists it.
 */

/** The browsers' push services: an exact host, or `*.` for any subdomain. */
const PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  // WNS hands out wns2-*.notify.windows.com (and other regional names) under this one.
  '*.notify.windows.com',
];

/** `service`: a browser's push service (https only, public addresses only); `listed`: PUSH_ALLOWED_HOSTS. */
export type PushRoute = 'service' | 'listed';

function hostMatches(host: string, pattern: string): boolean {
  return pattern.startsWith('*.')
    ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1
    : host === pattern;
}

const rangeLists = new Map<string, BlockList>();

/** Whether an address is one of the listed addresses or ranges. */
function addressListed(address: string, entries: readonly string[]): boolean {
  const ranges = entries.filter((entry) => isIP(entry.split('/')[0]!) !== 0);
  if (!ranges.length) return false;
  const key = ranges.join(',');
  let list = rangeLists.get(key);
  if (!list) {
    list = new BlockList();
    for (const range of ranges) {
      const [network, prefix] = range.split('/');
      const family = isIP(network!) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) list.addAddress(network!, family);
      else list.addSubnet(network!, Number(prefix), family);
    }
    rangeLists.set(key, list);
  }
  return list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** How an endpoint may be reached, or null when it may not be stored nor posted to. */
export function pushRouteOf(endpoint: string, allowedHosts: readonly string[]): PushRoute | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
  const listed = isIP(host)
    ? addressListed(host, allowedHosts)
    : allowedHosts.some((entry) => isIP(entry.split('/')[0]!) === 0 && hostMatches(host, entry));
  if (listed) return 'listed';
  // A push service is a public name on the default https port; an address or another port is none.
  if (url.protocol !== 'https:' || url.port !== '' || isIP(host)) return null;
  return PUSH_SERVICES.some((pattern) => hostMatches(host, pattern)) ? 'service' : null;
}
