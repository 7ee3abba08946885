import { describe, expect, it } from "vitest";

import { normaliseMailbox } from "./mailbox";

describe("normaliseMailbox", () => {
  it.each([
    ["Cust@Example.com", "cust@example.com"],
    ["cust+x@example.com", "cust@example.com"],
    ["c.u.s.t@example.com", "c.u.s.t@example.com"],
    ["C.u.S.t+promo@GMail.com", "cust@gmail.com"],
    ["cust@googlemail.com", "cust@gmail.com"],
    ["  josé@example.com ", "josé@example.com"],
  ])("reads %s as %s", (written, mailbox) => {
    expect(normaliseMailbox(written)).toBe(mailbox);
  });
});
