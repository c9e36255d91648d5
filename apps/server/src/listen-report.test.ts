import type { AddressInfo } from 'node:net';
import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { demoExposureWarning, listenUrls, listensBeyondLoopback } from './listen-report.js';

const nic = (address: string, family: 'IPv4' | 'IPv6') => ({ address, family }) as NetworkInterfaceInfo;
const INTERFACES = {
  lo: [nic('127.0.0.1', 'IPv4'), nic('::1', 'IPv6')],
  eth0: [nic('192.0.2.2', 'IPv4'), nic('fe80::1', 'IPv6'), nic('2001:db8::2', 'IPv6')],
};
const bound = (address: string, family = 'IPv4'): AddressInfo[] => [{ address, family, port: 8080 }];

describe('the start line', () => {
  it('names the address HOST gives, not localhost', () => {
    expect(listenUrls(bound('192.0.2.2'), INTERFACES)).toEqual(['http://192.0.2.2:8080']);
    expect(listenUrls(bound('127.0.0.1'), INTERFACES)).toEqual(['http://127.0.0.1:8080']);
    expect(listenUrls(bound('2001:db8::2', 'IPv6'), INTERFACES)).toEqual(['http://[2001:db8::2]:8080']);
  });

  it("names every interface's address for 0.0.0.0 (IPv4) and :: (both), loopback first, no link-local", () => {
    expect(listenUrls(bound('0.0.0.0'), INTERFACES)).toEqual(['http://127.0.0.1:8080', 'http://192.0.2.2:8080']);
    expect(listenUrls(bound('::', 'IPv6'), INTERFACES)).toEqual([
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.0.2.2:8080',
      'http://[2001:db8::2]:8080',
    ]);
  });
});

describe('the demo accounts warning', () => {
  it('tells apart loopback and the rest', () => {
    expect(listensBeyondLoopback(bound('127.0.0.1'))).toBe(false);
    expect(listensBeyondLoopback(bound('::1', 'IPv6'))).toBe(false);
    expect(listensBeyondLoopback(bound('0.0.0.0'))).toBe(true);
    expect(listensBeyondLoopback(bound('192.0.2.2'))).toBe(true);
  });

  it('warns only when demo accounts keep their password and the server listens beyond loopback', () => {
    expect(demoExposureWarning(bound('127.0.0.1'), ['pub.admin'])).toBeNull();
    expect(demoExposureWarning(bound('0.0.0.0'), [])).toBeNull();
    expect(demoExposureWarning(bound('0.0.0.0'), ['pub.admin', 'site.admin'])).toMatch(
      /^2 demo accounts \(pub\.admin, site\.admin\) still have the password published/,
    );
  });
});
