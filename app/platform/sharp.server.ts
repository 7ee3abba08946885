import type Sharp from "sharp";

import { setSharpAddonDir } from "../../db/sharp-addon";
import { getEnv } from "./env.server";

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp (libvips), loaded on first use: a server that receives no photo never loads the library,
 * and inside the single binary its addon is unpacked to the data folder only then. One image is
 * worked on with one thread, and libvips keeps no cache of decoded images: memory stays small
 * on a small server, where several visitors may send photos at once.
 */
export function loadSharp() {
  loading ??= (async () => {
    setSharpAddonDir(getEnv().DATA_DIR);
    const { default: sharp } = await import("sharp");
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  })();
  return loading;
}
