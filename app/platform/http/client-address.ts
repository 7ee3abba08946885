import ipaddr from "ipaddr.js";

/**
 * What every per-address limit of the site counts by: an IPv4 address as it
 * is, and an IPv6 address by its /64, the block one home or one server gets
 * (a single host can send from billions of addresses in it). An IPv4-mapped
 * IPv6 address (`::ffff:203.0.113.7`, how a dual-stack socket reports IPv4)
 * is its IPv4 address. Parsed by ipaddr.js, the parser Express resolves
 * `req.ip` with under TRUST_PROXY.
 */
export function addressKey(address: string | undefined): string {
  if (!address || !ipaddr.isValid(address)) return address || "unknown";
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv4") return parsed.toString();
  const ipv6 = parsed as ipaddr.IPv6;
  if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString();
  const prefix = new ipaddr.IPv6([...ipv6.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${prefix.toString()}/64`;
}
