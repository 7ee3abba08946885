import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { describe, expect, it } from "vitest";

import { startingAtMostPerTurn } from "./requests-per-turn.server";

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe("startingAtMostPerTurn", () => {
  it("starts the first requests of a turn at once and the rest in the turns after, in the order they came", async () => {
    const started: number[] = [];
    const listener = startingAtMostPerTurn((req) => started.push(Number(req.url)), 2);
    for (let n = 1; n <= 5; n++) listener({ url: String(n) } as IncomingMessage, {} as ServerResponse);
    expect(started).toEqual([1, 2]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4]);
    // A request of the next turn waits behind those still waiting.
    listener({ url: "6" } as IncomingMessage, {} as ServerResponse);
    expect(started).toEqual([1, 2, 3, 4]);
    await nextTurn();
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    // Nothing waits any more: the next turn's first requests start at once again.
    await nextTurn();
    listener({ url: "7" } as IncomingMessage, {} as ServerResponse);
    expect(started).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("answers every request of a crowd arriving at once", async () => {
    const server = http.createServer(startingAtMostPerTurn((req, res) => res.end(req.url), 2));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answers = await Promise.all(
        Array.from({ length: 12 }, async (_, n) => (await fetch(`http://127.0.0.1:${port}/${n}`)).text()),
      );
      expect(answers).toEqual(Array.from({ length: 12 }, (_, n) => `/${n}`));
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
