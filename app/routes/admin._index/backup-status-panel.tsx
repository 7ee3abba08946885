import { Card } from "~/components/staff/card";
import { StaffTime } from "~/components/staff/staff-time";
import type { BackupPanel } from "~/platform/backups/backup-schedule.server";

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("en-US", { maximumFractionDigits: 1 })} MB`;

/** Whether the data would survive the loss of this server: the last backup and its off-site copy. */
export function BackupStatusPanel({ panel }: { panel: BackupPanel }) {
  const warning = panel.status === "failing" || panel.lastBackupError !== null || panel.lastOffsiteError !== null;
  return (
    <Card
      title="Backups"
      description={
        panel.status === "off"
          ? "Scheduled backups are off: whoever runs the server can turn them on (the deploy guide's Backups section)."
          : `A backup every ${panel.intervalMinutes >= 60 ? `${panel.intervalMinutes / 60} h` : `${panel.intervalMinutes} min`}${panel.offsite ? ", copied off this server" : ""}.`
      }
    >
      {warning ? (
        <p role="status" className="rounded-md border border-red-700 bg-red-50 p-3 text-sm text-red-900">
          {panel.backupStale || panel.lastBackupError
            ? "Backups are not being made. "
            : "Backups are not reaching off-site storage: losing this server would lose the data. "}
          {panel.lastBackupError || panel.lastOffsiteError
            ? "The last attempt failed; the server's log says why. Ask whoever runs the server."
            : ""}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-stone-700">Last backup</dt>
          <dd className="font-semibold text-stone-900" data-testid="last-backup">
            {panel.lastBackupAt ? (
              <>
                <StaffTime iso={panel.lastBackupAt} />
                {panel.lastBackupBytes !== null ? `, ${megabytes(panel.lastBackupBytes)}` : null}
              </>
            ) : (
              "None yet"
            )}
          </dd>
        </div>
        <div>
          <dt className="text-stone-700">Copied off-site</dt>
          <dd className="font-semibold text-stone-900" data-testid="last-offsite">
            {!panel.offsite ? (
              "Not set up: nothing is copied off this server"
            ) : panel.lastOffsiteAt ? (
              <StaffTime iso={panel.lastOffsiteAt} />
            ) : (
              "Not yet"
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}
