/**
 * Which IP addresses an outbound fetch of a user-given URL may reach
 * (issue 28 item 2, SSRF): public unicast only. Refused: private (10/8,
 * 172.16/12, 192.168/16), loopback, link-local, unique-local (fc00::/7),
 * CGNAT (100.64/10), multicast, unspecified (0.0.0.0, ::), broadcast,
 * documentation, benchmarking and reserved ranges, and IPv6 forms that carry
 * an IPv4 address somewhere else (6to4, Teredo, NAT64). An IPv4-mapped IPv6
 * address (::ffff:10.0.0.1) is judged as the IPv4 address it maps.
 *
 * ipaddr.js names each IANA special-purpose range; anything but 'unicast' is
 * refused, so a range ipaddr.js learns later is refused too.
 */
import ipaddr from 'ipaddr.js';

export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) parsed = v6.toIPv4Address();
  }
  if (parsed.kind() === 'ipv4') {
    // 0.0.0.0/8 is 'unspecified' in ipaddr.js; 192.0.0.0/24 (IETF protocol assignments) is 'reserved'.
    return parsed.range() === 'unicast';
  }
  const range = parsed.range();
  // Global unicast is 2000::/3 only: anything outside it that ipaddr.js calls 'unicast' is unassigned.
  return range === 'unicast' && ((parsed as ipaddr.IPv6).parts[0]! & 0xe000) === 0x2000;
}
