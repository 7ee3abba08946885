// heic-decode ships no types: its documented API (libheif compiled to WebAssembly).
declare module "heic-decode" {
  interface DecodedImage {
    width: number;
    height: number;
    data: Uint8ClampedArray;
  }
  interface HeifImages extends Array<{ width: number; height: number; decode(): Promise<DecodedImage> }> {
    dispose(): void;
  }
  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeifImages>;
  }
  export default decode;
}
