import { createContext, type ReactNode, useContext, useId } from "react";

type Turn = { open: boolean; opening: Promise<void> };

/** Resolves in the next turn of the event loop, after the requests waiting for theirs. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One server render's turns of the event loop (entry.server makes one a request). The n-th <InTurn>
 * opens two turns after the one before it: React renders a part it was waiting for in the turn after
 * the wait ends, so each part renders alone, and other requests are answered between parts.
 */
export function renderTurns() {
  const turns = new Map<string, Turn>();
  let last = Promise.resolve();
  return (id: string) => {
    const known = turns.get(id);
    if (known) return known;
    const opening = last.then(nextTurn).then(nextTurn);
    const turn: Turn = { open: false, opening: opening.then(() => void (turn.open = true)) };
    turns.set(id, turn);
    last = turn.opening;
    return turn;
  };
}

export const RenderTurnsContext = createContext<ReturnType<typeof renderTurns> | null>(null);

/**
 * Its children render on the server in an event-loop turn of their own, after those of the <InTurn>s
 * before it: a long page (the storm board's 200 leads) is then several short pieces of work, not one
 * that holds up every other request. The document is still sent whole (entry.server waits for all of
 * it), and in the browser it renders its children as they are.
 */
export function InTurn({ children }: { children: ReactNode }) {
  // The same id when React renders it again once its turn has come (useId follows the tree).
  const id = useId();
  const turn = useContext(RenderTurnsContext)?.(id);
  // Suspends: React's server renderer renders this part again once the thrown promise settles.
  if (turn && !turn.open) throw turn.opening;
  return <>{children}</>;
}
