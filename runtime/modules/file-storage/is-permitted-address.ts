/**
 * Which IP addresses a server-side fetch may connect to: public unicast only. Loopback, private,
 * link-local (cloud metadata at 169.254.169.254), multicast, unspecified, carrier-grade NAT,
 * reserved, and IPv6 forms that embed IPv4 for translation or tunnels (6to4, NAT64, Teredo) are all
 * refused; IPv4 written as IPv6, mapped (`::ffff:127.0.0.1`, `::ffff:7f00:1`) or in the deprecated
 * IPv4-compatible form (`::127.0.0.1`, `::7f00:1`), is judged as the IPv4 address it is, and so is
 * IPv4 in any spelling ipaddr.js reads (`2130706433`, `0x7f.1`, `017700000001`).
 */
import ipaddr from 'ipaddr.js'

/** A list of addresses and CIDR ranges (`127.0.0.1`, `10.0.0.0/8`, `::1`) let through anyway. */
export type AddressAllowList = readonly string[]

/** Whether `address` (an IP literal) is one a fetch may connect to, given an optional allow-list. */
export function isPermittedAddress(address: string, allow: AddressAllowList = []): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = embeddedIpv4(ipaddr.process(address))
  if (allow.some((entry) => matchesEntry(parsed, entry))) return true
  return parsed.range() === 'unicast'
}

// `::a.b.c.d` (RFC 4291 §2.5.5.1, deprecated): the first 96 bits zero. `::` and `::1` are not IPv4.
function embeddedIpv4(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  if (address.kind() === 'ipv4') return address
  const parts = (address as ipaddr.IPv6).parts
  if (parts.slice(0, 6).some((part) => part !== 0) || (parts[6] === 0 && parts[7]! <= 1)) return address
  return new ipaddr.IPv4([parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff])
}

function matchesEntry(address: ipaddr.IPv4 | ipaddr.IPv6, entry: string): boolean {
  const [range, bits] = entry.includes('/') ? ipaddr.parseCIDR(entry) : [ipaddr.parse(entry), undefined]
  const normalised =
    range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress() ? (range as ipaddr.IPv6).toIPv4Address() : range
  if (normalised.kind() !== address.kind()) return false
  const prefix = bits ?? (normalised.kind() === 'ipv4' ? 32 : 128)
  return address.kind() === 'ipv4'
    ? (address as ipaddr.IPv4).match(normalised as ipaddr.IPv4, prefix)
    : (address as ipaddr.IPv6).match(normalised as ipaddr.IPv6, prefix)
}
