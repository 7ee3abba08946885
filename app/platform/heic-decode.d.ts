// heic-decode and libheif-js ship no types: their documented API (libheif compiled to WebAssembly).
// The decoder is built on a libheif of its own for each photo (photo-normalize.server.ts).
declare module "libheif-js/libheif-wasm/libheif-bundle.js" {
  /** A fresh libheif: its own WebAssembly instance and memory. */
  function libheif(): unknown;
  export default libheif;
}

declare module "heic-decode/lib.js" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeifImages extends Array<{ width: number; height: number; decode(): Promise<DecodedImage> }> {
    dispose(): void;
  }
  function heicDecoder(libheif: unknown): {
    one(input: { buffer: Uint8Array }): Promise<DecodedImage>;
    all(input: { buffer: Uint8Array }): Promise<HeifImages>;
  };
  export default heicDecoder;
}
