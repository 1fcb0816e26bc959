import type { Picture } from './picture.js';

/**
 * A BMP file of the picture (libvips writes no BMP): 24-bit when every pixel is opaque, else 32-bit
 * with an alpha mask (BITMAPV4HEADER). Rows are stored bottom-up, as BMP readers expect.
 */
export function encodeBmp({ data, width, height }: Picture): Buffer {
  let opaque = true;
  for (let at = 3; at < data.length && opaque; at += 4) opaque = data[at] === 255;
  const bytesPerPixel = opaque ? 3 : 4;
  const rowSize = Math.ceil((width * bytesPerPixel) / 4) * 4;
  const headerSize = opaque ? 40 : 108;
  const offset = 14 + headerSize;
  const file = Buffer.alloc(offset + rowSize * height);
  file.write('BM', 0, 'latin1');
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(headerSize, 14);
  file.writeInt32LE(width, 18);
  file.writeInt32LE(height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bytesPerPixel * 8, 28);
  file.writeUInt32LE(opaque ? 0 : 3, 30); // BI_RGB, or BI_BITFIELDS with the masks below
  file.writeUInt32LE(rowSize * height, 34);
  file.writeInt32LE(2835, 38); // 72 dpi
  file.writeInt32LE(2835, 42);
  if (!opaque) {
    file.writeUInt32LE(0x00ff0000, 54);
    file.writeUInt32LE(0x0000ff00, 58);
    file.writeUInt32LE(0x000000ff, 62);
    file.writeUInt32LE(0xff000000, 66);
    file.write('BGRs', 70, 'latin1'); // LCS_sRGB, stored little-endian
  }
  for (let y = 0; y < height; y++) {
    let to = offset + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const from = (y * width + x) * 4;
      file[to++] = data[from + 2] ?? 0;
      file[to++] = data[from + 1] ?? 0;
      file[to++] = data[from] ?? 0;
      if (!opaque) file[to++] = data[from + 3] ?? 0;
    }
  }
  return file;
}
