import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";

import { nextTurn } from "~/platform/remix/render-in-turns";
import { requireStaff, requireStaffForm } from "~/staff/auth.server";
import { staffMeta } from "~/staff/staff-meta";
import { loadStormBoard } from "~/storm/storm-board.server";

import { boardAction } from "./board-actions.server";
import { stormUpdateAction } from "./storm-update.server";
import { StormUpdateCard } from "./storm-update-card";
import { TierColumn, useBoardTaps } from "./tier-column";

export const meta: MetaFunction = () => staffMeta("Storm board");

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const board = await loadStormBoard();
  // Remix encodes the board for the browser in a turn after the one that read it (decision 102).
  await nextTurn();
  return { ...board, isOwner: user.role === "owner" };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, formData } = await requireStaffForm(request);
  if (formData.get("intent") === "storm-update") return stormUpdateAction(request, formData, user);
  return boardAction(request, formData, user);
}

/** The storm's triage board, phone first: tiers as columns, blocks by ZIP and street, one tap per call. */
export default function StormBoardPage() {
  const board = useLoaderData<typeof loader>();
  const onTap = useBoardTaps();
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-3 py-4 sm:px-4">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold text-primary-950">Storm board</h1>
        <p className="text-sm text-stone-700">
          {board.on ? "Storm mode is on. " : "Storm mode is off: these storm leads still wait for a call. "}
          {board.waiting} waiting · {board.callsPerHour} calls an hour
          {board.callsInWindow ? "" : " (assumed until the first call)"}.{" "}
          {board.on ? null : (
            <Link to="/admin/settings" className="font-semibold text-primary-800 underline">
              Settings
            </Link>
          )}
        </p>
      </header>
      <div className="grid gap-4 lg:grid-cols-3" onSubmit={onTap}>
        {board.columns.map((column) => (
          <TierColumn key={column.tier} column={column} />
        ))}
      </div>
      {board.isOwner ? <StormUpdateCard columns={board.columns} /> : null}
    </div>
  );
}
