// Vitest's global set-up: the phone photos are made once, before any test file starts, so no
// file's start-up waits minutes on the HEVC encoding (or encodes it again beside another file).
import { iphoneHeic, phoneJpeg, photosNearLimit, screenshotPng, smallHeic } from "./phone-photos";

export default async function makePhonePhotos() {
  await Promise.all([phoneJpeg(), iphoneHeic(), smallHeic(), screenshotPng(), photosNearLimit()]);
}
