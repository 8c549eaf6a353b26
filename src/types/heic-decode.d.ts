// heic-decode ships no types: what src/server/services/photo-heic.ts uses of it.
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  /** An image of the file, its size read from the container; decode() costs its pixels. */
  type HeifImage = { width: number; height: number; decode: () => Promise<DecodedImage> };
  type HeifImages = HeifImage[] & { dispose: () => void };

  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeifImages>;
  }
  export default decode;
}
