import { describe, expect, it } from "vitest";

import { addressKey } from "./client-address";

describe("addressKey", () => {
  it("keys an IPv4 address by itself", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.8")).not.toBe(addressKey("203.0.113.7"));
  });

  it("keys an IPv4-mapped IPv6 address (a dual-stack socket's IPv4 client) as its IPv4 address", () => {
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::FFFF:cb00:7107")).toBe("203.0.113.7");
  });

  it("keys every IPv6 address of one /64 as one, however it is written", () => {
    const keys = new Set(
      [
        "2001:db8:aa:1::1",
        "2001:db8:aa:1:ffff:ffff:ffff:ffff",
        "2001:0DB8:00AA:0001:0:0:0:42",
        "2001:db8:aa:1::1%eth0",
      ].map(addressKey),
    );
    expect([...keys]).toEqual(["2001:db8:aa:1::/64"]);
    expect(addressKey("2001:db8:aa:2::1")).toBe("2001:db8:aa:2::/64");
    expect(addressKey("::1")).toBe("::/64");
  });

  it("keeps anything else apart from real addresses", () => {
    expect(addressKey(undefined)).toBe("unknown");
    expect(addressKey("")).toBe("unknown");
    expect(addressKey("not-an-address")).toBe("not-an-address");
  });
});
