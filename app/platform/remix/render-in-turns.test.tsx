import { Writable } from "node:stream";

import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { expect, it } from "vitest";

import { InTurn, renderTurns, RenderTurnsContext } from "./render-in-turns";

/** The document as entry.server sends it: whole, once every part is rendered. */
function wholeDocument(page: ReactNode) {
  return new Promise<string>((resolve, reject) => {
    let html = "";
    const document = new Writable({
      write: (chunk: Buffer, _encoding, done) => ((html += chunk.toString()), done()),
      final: (done) => (resolve(html), done()),
    });
    const { pipe } = renderToPipeableStream(
      <RenderTurnsContext.Provider value={renderTurns()}>{page}</RenderTurnsContext.Provider>,
      { onAllReady: () => pipe(document), onShellError: reject },
    );
  });
}

let turn = 0;
const renderedIn = new Map<number, number>();

function Lead({ n }: { n: number }) {
  renderedIn.set(n, turn);
  return <li>{`Lead ${n}`}</li>;
}

it("sends the page whole and in order, each <InTurn> part rendered in a later turn of the event loop", async () => {
  // Another request's work meanwhile, a piece each turn.
  let busy = true;
  const work = () => {
    turn++;
    if (busy) setImmediate(work);
  };
  setImmediate(work);
  const html = await wholeDocument(
    <ol>
      {[0, 2, 4].map((first) => (
        <InTurn key={first}>
          <Lead n={first} />
          <Lead n={first + 1} />
        </InTurn>
      ))}
    </ol>,
  );
  busy = false;

  expect(html).toBe(
    "<ol><li>Lead 0</li><li>Lead 1</li><li>Lead 2</li><li>Lead 3</li><li>Lead 4</li><li>Lead 5</li></ol>",
  );
  const turnOf = (n: number) => renderedIn.get(n) ?? -1;
  expect([turnOf(1), turnOf(3), turnOf(5)]).toEqual([turnOf(0), turnOf(2), turnOf(4)]);
  expect(turnOf(2)).toBeGreaterThan(turnOf(1));
  expect(turnOf(4)).toBeGreaterThan(turnOf(3));
});
