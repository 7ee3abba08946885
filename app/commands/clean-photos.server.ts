import type { PhotoType } from "../../db/schema";
import { normalizePhoto } from "../leads/photo-normalize.server";
import { CommandError } from "./command-error.server";

/**
 * `clean-photos`: run by the server itself (leads/photo-cleaner.server.ts), never by hand. Cleans
 * each photo file the server sends over the IPC channel and sends back the clean photo and its
 * thumbnail, one at a time; exits when the server closes the channel.
 */
export async function cleanPhotosForServer() {
  const send = process.send?.bind(process);
  if (!send) throw new CommandError("clean-photos is run by the server; it takes no arguments.");
  process.on("message", (job: { input: string; type: PhotoType }) => {
    void normalizePhoto(job.input, job.type).then((result) => send(result));
  });
  await new Promise((resolve) => process.once("disconnect", resolve));
  // libvips keeps its thread pool: the process ends here, its memory with it.
  process.exit(0);
}
