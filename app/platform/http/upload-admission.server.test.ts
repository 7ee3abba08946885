import { EventEmitter } from "node:events";

import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";

import { createUploadBudget, type UploadAllowance } from "./upload-admission.server";

const MB = 1024 * 1024;

/** An upload's request from `ip`: its allowance, and a way to end it. */
function upload(budget: ReturnType<typeof createUploadBudget>, ip: string) {
  const res = Object.assign(new EventEmitter(), { locals: {} as Record<string, unknown> });
  const req = { ip, complete: false, destroy() {} };
  budget.admit(req as unknown as Request, res as unknown as Response, () => {});
  return { allowance: res.locals.upload as UploadAllowance, end: () => res.emit("close") };
}

describe("the upload budget", () => {
  const budget = () => createUploadBudget({ totalBytes: 8 * MB, perClientBytes: 2 * MB, deadlineMs: 60_000 });

  it("counts only the bytes taken, and gives them back when the request ends", () => {
    const uploads = budget();
    const first = upload(uploads, "203.0.113.7");
    expect(uploads.heldBytes()).toBe(0);
    expect(first.allowance.take(MB)).toBeUndefined();
    expect(uploads.heldBytes()).toBe(MB);
    first.end();
    expect(uploads.heldBytes()).toBe(0);
  });

  it("keys an IPv6 client by its /64: a second address of the block shares the first one's share", () => {
    const uploads = budget();
    expect(upload(uploads, "2001:db8:aa:1::10").allowance.take(1.5 * MB)).toBeUndefined();
    expect(upload(uploads, "2001:db8:aa:1:ffff::2").allowance.take(MB)).toBe("client-busy");
    expect(upload(uploads, "2001:db8:aa:2::10").allowance.take(MB)).toBeUndefined();
  });

  it("refuses past the whole budget, counting nothing for the refused bytes", () => {
    const uploads = budget();
    for (const ip of ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4"]) {
      expect(upload(uploads, ip).allowance.take(1.9 * MB)).toBeUndefined();
    }
    expect(upload(uploads, "192.0.2.5").allowance.take(MB)).toBe("server-busy");
    expect(uploads.heldBytes()).toBeCloseTo(7.6 * MB);
  });
});

describe("the uploads' memory", () => {
  it("lets an upload read on only while all of them together hold at most their memory, in the order they waited", async () => {
    const uploads = createUploadBudget({
      totalBytes: 64 * MB,
      perClientBytes: 64 * MB,
      deadlineMs: 60_000,
      memoryBytes: 2 * MB,
    });
    const [first, second] = [upload(uploads, "192.0.2.1"), upload(uploads, "192.0.2.2")];
    let firstHolds = 1.5 * MB;
    first.allowance.holdsInMemory(() => firstHolds);
    second.allowance.holdsInMemory(() => 0.5 * MB);
    await first.allowance.roomInMemory();

    firstHolds = 3 * MB; // its disk fell behind
    const order: string[] = [];
    const waits = [
      second.allowance.roomInMemory().then(() => order.push("second")),
      first.allowance.roomInMemory().then(() => order.push("first")),
    ];
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(order).toEqual([]);
    firstHolds = 1 * MB; // written
    await Promise.all(waits);
    expect(order).toEqual(["second", "first"]);

    // An upload that ends holds nothing any more.
    firstHolds = 10 * MB;
    first.end();
    await second.allowance.roomInMemory();
  });
});
