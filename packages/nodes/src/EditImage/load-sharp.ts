import type sharpModule from 'sharp';

type SharpFactory = typeof sharpModule;

/**
 * The most pixels an image may have, read or made (10 000 × 10 000): a small file can declare a huge
 * size, and every step holds the whole image in memory (4 bytes a pixel).
 */
export const MAX_PIXELS = 100_000_000;

let loading: Promise<SharpFactory> | undefined;

/** sharp and its libvips binaries load on the first image edited, not when the server starts. */
export function loadSharp(): Promise<SharpFactory> {
  loading ??= import('sharp').then((module) => {
    const sharp = module.default;
    // Each image is used once: libvips' operation cache would only hold memory.
    sharp.cache(false);
    return sharp;
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
