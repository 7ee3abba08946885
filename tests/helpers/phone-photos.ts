// Photos as phones make them, generated once per machine and cached in .cache/phone-photos/ (the
// first run takes some seconds, most of them the HEVC encoding of the HEIC): a 12-megapixel JPEG of
// 3-6 MB with GPS and a rotate-to-upright orientation tag, an iPhone-style HEIC (HEVC, made by
// Debian's heif-enc: `npm test` installs it) and a small one, a PNG screenshot and five photos near
// the request limit.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { photoLimits } from "../../app/leads/intake/quote-form-fields";

const cacheDir = path.resolve(".cache/phone-photos/v1");

/** Where the JPEG fixture says it was taken (Cameron Park, Waco), as EXIF's degrees/minutes/seconds. */
export const FIXTURE_GPS = { latitude: "31/1 33/1 4/1", longitude: "97/1 9/1 30/1" };

/**
 * A photo's pixels: soft gradients with fine noise, as a real scene compresses (pure noise would not
 * fit 3-6 MB, a flat colour would be a few KB). A red block marks the stored top-left corner.
 */
function scenePixels(width: number, height: number, seed: number) {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      state = (state * 1103515245 + 12345) >>> 0;
      const noise = (state >>> 24) % 48;
      const offset = (y * width + x) * 3;
      const marker = x < width / 8 && y < height / 8;
      pixels[offset] = marker ? 230 : ((x * 255) / width + noise) & 0xff;
      pixels[offset + 1] = marker ? 20 : ((y * 200) / height + noise) & 0xff;
      pixels[offset + 2] = marker ? 20 : (((x + y) * 120) / (width + height) + noise + 40) & 0xff;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The file at the cache's `name`, made by `make` once; written under a temporary name, so parallel test files never read half a file. */
async function cached(name: string, make: (file: string) => Promise<void> | void) {
  const file = path.join(cacheDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(cacheDir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp${path.extname(name)}`;
    await make(partial);
    fs.renameSync(partial, file);
  }
  return file;
}

/** 4032×3024 as the sensor stored it, tagged to be turned 90° clockwise (a phone held upright): shown 3024×4032. */
export function phoneJpeg() {
  return cached("phone-gps.jpg", async (file) => {
    await scenePixels(4032, 3024, 1)
      .jpeg({ quality: 90 })
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "Apple", Model: "iPhone 13", Software: "17.1" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: FIXTURE_GPS.latitude,
          GPSLongitudeRef: "W",
          GPSLongitude: FIXTURE_GPS.longitude,
        },
      })
      .toFile(file);
  });
}

/**
 * A real HEVC HEIC of a scene, made by heif-enc. x265's fastest preset: 8 s of CPU for an iPhone's
 * size where its default took 65 s, for a file as real (the test's server decodes it the same way).
 */
function heic(name: string, width: number, height: number, seed: number) {
  return cached(name, async (file) => {
    const source = `${file}.png`;
    await scenePixels(width, height, seed).png({ compressionLevel: 1 }).toFile(source);
    const fastest = ["-p", "preset=ultrafast"];
    execFileSync("heif-enc", ["--quality", "45", ...fastest, source, "--output", file], { stdio: "pipe" });
    fs.rmSync(source);
  });
}

/** An HEIC as an iPhone sends it (3024×4032, about 4 MB). */
export function iphoneHeic() {
  return heic("iphone.heic", 3024, 4032, 2);
}

/**
 * A small real HEIC (640×480): for tests where the format is the point and the size is not; the
 * server decodes it in a fraction of a second, the iPhone's in seconds.
 */
export function smallHeic() {
  return heic("small.heic", 640, 480, 3);
}

/** A phone screenshot (1170×2532 PNG, flat areas and text-like stripes). */
export function screenshotPng() {
  return cached("screenshot.png", async (file) => {
    await sharp({ create: { width: 1170, height: 2532, channels: 3, background: "#f4f4f5" } })
      .composite(
        Array.from({ length: 40 }, (_, line) => ({
          input: { create: { width: 600 + ((line * 97) % 400), height: 24, channels: 3, background: "#27272a" } },
          top: 120 + line * 58,
          left: 60,
        })),
      )
      .removeAlpha()
      .png()
      .toFile(file);
  });
}

/** Five different phone photos (about 5.4 MB each) that together come near the request's 30 MB limit. */
export function photosNearLimit() {
  return Promise.all(
    Array.from({ length: photoLimits.maxPhotos }, (_, index) =>
      cached(`near-limit-${index + 1}.jpg`, async (file) => {
        await scenePixels(4032, 3024, 10 + index)
          .jpeg({ quality: 90 })
          .toFile(file);
      }),
    ),
  );
}

/** A decompression bomb: a 20,000 × 20,000 PNG of one colour, about 1.2 MB on disk and 1.2 GB decoded. */
export function pixelBombPng() {
  return cached("bomb-20000.png", async (file) => {
    await sharp({
      create: { width: 20_000, height: 20_000, channels: 3, background: "#2f6b2f" },
      limitInputPixels: false,
    })
      .png({ compressionLevel: 9 })
      .toFile(file);
  });
}
