import { db } from "~/platform/db.server";
import { getEnv } from "~/platform/env.server";
import { photoFolder, removeUnnamedFiles, storePhotoFile } from "~/platform/photo-store.server";

/** Photos stored in the database before decision 078 moved to files per run of the photo job: a few seconds' work. */
const MOVED_PER_RUN = 100;
/** A file no record names is removed once this old (its record may be about to commit), at most this often. */
const UNNAMED_AFTER_MS = 10 * 60_000;
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Photos stored as bytes in the database (before decision 078) written out to the photo store,
 * a few at a time, their bytes then cleared: until then they are read from the database as before.
 */
export async function moveStoredPhotosToFiles() {
  const { DATA_DIR: dataDir } = getEnv();
  for (let moved = 0; moved < MOVED_PER_RUN; moved++) {
    const row = await db
      .selectFrom("leadPhotos")
      .select(["id", "data", "thumbnail"])
      .where("normalized", "=", 1)
      .where("file", "is", null)
      .where("data", "is not", null)
      .$narrowType<{ data: Buffer }>()
      .executeTakeFirst();
    if (!row) return;
    const file = await storePhotoFile(dataDir, row.data);
    // A thumbnail made on a view since is a file already: only one still in the database moves.
    const thumbnail = row.thumbnail && { thumbnailFile: await storePhotoFile(dataDir, row.thumbnail), thumbnail: null };
    await db
      .updateTable("leadPhotos")
      .set({ file, data: null, ...thumbnail })
      .where("id", "=", row.id)
      .execute();
  }
}

let lastSweep = 0;

/** Clean photos no record names any more (a lead deleted, a photo over the quota) leave the data folder. */
export async function sweepPhotoStore(now = Date.now()) {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  const rows = await db.selectFrom("leadPhotos").select(["file", "thumbnailFile"]).execute();
  const named = new Set(rows.flatMap((row) => [row.file, row.thumbnailFile]).filter((name) => name !== null));
  const removed = await removeUnnamedFiles(photoFolder(getEnv().DATA_DIR), named, UNNAMED_AFTER_MS, now);
  if (removed) console.log(`Photos: removed ${removed} file${removed === 1 ? "" : "s"} no lead names any more`);
}
