import { isIP } from "node:net";

/** An IP address, or a subnet in CIDR notation (10.0.0.0/8, fd00::/8). */
export function isSubnet(value: string) {
  const [address = "", prefix, ...rest] = value.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

export function hasCredentials(url: string) {
  try {
    const { username, password } = new URL(url);
    return Boolean(username || password);
  } catch {
    return false;
  }
}

export function protocolOf(url: string) {
  try {
    return new URL(url).protocol;
  } catch {
    return "";
  }
}
