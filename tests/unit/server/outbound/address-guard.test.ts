import { BlockList, isIPv4 } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../../../../server/outbound/address-guard';

/**
 * The busy-time fetcher's address guard (issue 28 item 2): a table of
 * addresses, and a seeded property against an independent rule built on
 * node's net.BlockList from the IANA special-purpose registries.
 */
describe('isPublicAddress', () => {
  const refused = [
    '127.0.0.1', '127.255.255.254', '10.0.0.1', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254',
    '100.64.0.1', '100.127.255.255', '0.0.0.0', '0.1.2.3', '224.0.0.1', '239.255.255.250', '255.255.255.255', '240.0.0.1',
    '192.0.2.1', '198.51.100.7', '203.0.113.9', '198.18.0.1', '192.0.0.8',
    '::', '::1', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:169.254.169.254',
    '::ffff:7f00:1', '64:ff9b::a00:1', '2002:a00:1::1', '2001::1', '2001:db8::1', 'fec0::1', '::127.0.0.1', 'not an address', '',
  ];
  const allowed = ['8.8.8.8', '1.1.1.1', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111', '2a00:1450:4001:81b::200e', '::ffff:8.8.8.8'];
  for (const a of refused) it(`given ${a || '(empty)'}, should refuse it`, () => expect(isPublicAddress(a)).toBe(false));
  for (const a of allowed) it(`given ${a}, should allow it`, () => expect(isPublicAddress(a)).toBe(true));

  /** The independent rule: everything outside these blocks is public (IPv4 and IPv6 special-purpose registries, RFC 6890 and successors). */
  const blocked = new BlockList();
  for (const [net, prefix] of [
    ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12], ['192.0.0.0', 24],
    ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
    ['224.0.0.0', 4], ['240.0.0.0', 4], ['192.31.196.0', 24], ['192.52.193.0', 24], ['192.175.48.0', 24],
  ] as const)
    blocked.addSubnet(net, prefix, 'ipv4');
  const v6Public = new BlockList();
  v6Public.addSubnet('2000::', 3, 'ipv6');
  const v6Special = new BlockList();
  for (const [net, prefix] of [['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['2620:4f:8000::', 48], ['3fff::', 20], ['5f00::', 16]] as const)
    v6Special.addSubnet(net, prefix, 'ipv6');
  const independent = (a: string): boolean => {
    if (isIPv4(a)) return !blocked.check(a, 'ipv4');
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(a);
    if (mapped) return !blocked.check(mapped[1]!, 'ipv4');
    return v6Public.check(a, 'ipv6') && !v6Special.check(a, 'ipv6');
  };

  const v4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.'));
  // Biased towards the interesting first octets and 16-bit groups, so private ranges come up often.
  const v4Biased = fc.tuple(fc.constantFrom(0, 10, 100, 127, 169, 172, 192, 198, 203, 224, 240, 255, 8, 93), fc.nat(255), fc.nat(255), fc.nat(255)).map((o) => o.join('.'));
  const group = fc.oneof(fc.nat(0xffff), fc.constantFrom(0, 0x2001, 0x2002, 0xfe80, 0xfc00, 0xfd00, 0xff02, 0x2606, 0x2a00, 0x64, 0xff9b));
  const v6 = fc.array(group, { minLength: 8, maxLength: 8 }).map((g) => g.map((x) => x.toString(16)).join(':'));
  const mapped = v4.map((a) => `::ffff:${a}`);

  it('given random IPv4, IPv6 and IPv4-mapped addresses, should agree with the independent BlockList rule', () => {
    fc.assert(
      fc.property(fc.oneof(v4, v4Biased, v6, mapped), (a) => {
        expect(isPublicAddress(a)).toBe(independent(a));
      }),
      { seed: 28_2032, numRuns: 20_000 },
    );
  });
});
