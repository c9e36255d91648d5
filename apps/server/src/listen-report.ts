import type { AddressInfo } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

const isLoopback = (address: string) => address === '::1' || address.startsWith('127.') || address === 'localhost';
const isUnspecified = (address: string) => address === '0.0.0.0' || address === '::';

function url(address: string, port: number): string {
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/**
 * The addresses a browser can open the server at: each address it is bound to, and for an unspecified one
 * (`0.0.0.0`, `::`) every address of the machine's interfaces of that family (`::` takes IPv4 too), loopback
 * first. IPv6 link-local addresses are left out: they work only with a zone a browser cannot take.
 */
export function listenUrls(addresses: readonly AddressInfo[], interfaces: Interfaces): string[] {
  const found = addresses.flatMap(({ address, family, port }) => {
    if (!isUnspecified(address)) return [{ address, port }];
    return Object.values(interfaces)
      .flatMap((list) => list ?? [])
      .filter((i) => (family === 'IPv6' || i.family === 'IPv4') && !i.address.toLowerCase().startsWith('fe80:'))
      .map((i) => ({ address: i.address, port }));
  });
  const sorted = [...found].sort((a, b) => Number(isLoopback(b.address)) - Number(isLoopback(a.address)));
  return [...new Set(sorted.map((a) => url(a.address, a.port)))];
}

/** Whether another machine can reach the server: it is bound to an address that is not loopback. */
export function listensBeyondLoopback(addresses: readonly AddressInfo[]): boolean {
  return addresses.some(({ address }) => !isLoopback(address));
}

/**
 * The warning a start gives when demo accounts keep the published password and other machines can reach
 * the server (anyone on the network could sign in as them); null when either is not so.
 */
export function demoExposureWarning(addresses: readonly AddressInfo[], demoLogins: readonly string[]): string | null {
  if (demoLogins.length === 0 || !listensBeyondLoopback(addresses)) return null;
  return (
    `${demoLogins.length} demo accounts (${demoLogins.join(', ')}) still have the password published in the ` +
    `README, and this server listens beyond this machine: change their passwords or deactivate them, or ` +
    `listen on loopback only (HOST=127.0.0.1).`
  );
}
