// The binary runs on Node 24, which lists SEA assets; @types/node follows the Node 20 of development.
declare module "node:sea" {
  function getAssetKeys(): string[];
}
