import { storePhotoFile } from "~/platform/photo-store.server";

import type { CleanJob, CleanResult } from "../leads/photos/photo-cleaner.server";
import { normalizePhoto } from "../leads/photos/photo-normalize.server";
import { CommandError } from "./command-error.server";

async function clean({ input, type, dataDir }: CleanJob): Promise<CleanResult> {
  const result = await normalizePhoto(input, type);
  if ("refused" in result) return result;
  const { contentType, data, thumbnail } = result.photo;
  const [file, thumbnailFile] = [await storePhotoFile(dataDir, data), await storePhotoFile(dataDir, thumbnail)];
  return { photo: { contentType, file, thumbnailFile, size: data.length } };
}

/**
 * `clean-photos`: run by the server itself (leads/photos/photo-cleaner.server.ts), never by hand. Cleans
 * each photo file the server sends over the IPC channel, writes the clean photo and its thumbnail
 * to the photo store (decision 078) and sends back their names, one at a time; exits when the
 * server closes the channel. The photo's pixels and bytes never reach the server.
 */
export async function cleanPhotosForServer() {
  const send = process.send?.bind(process);
  if (!send) throw new CommandError("clean-photos is run by the server; it takes no arguments.");
  process.on("message", (job: CleanJob) => {
    void clean(job).then(
      (result) => send(result),
      // Not the photo's fault (a full disk): it stays waiting, and is tried again.
      (error: unknown) => send({ failed: (error as Error).message }),
    );
  });
  await new Promise((resolve) => process.once("disconnect", resolve));
  // libvips keeps its thread pool: the process ends here, its memory with it.
  process.exit(0);
}
