import { copyFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IDataObject } from '@weft/workflow';
import { makeFilesFolder, type FilesFolder } from '../test-support/files-folder-run.js';
import { outputOf, runFixture, singleNodeWorkflow } from '../test-support/run-fixture.js';

type Input = { json: IDataObject; binary?: IDataObject };
type Binary = { data?: string; mimeType?: string; fileName?: string; fileExtension?: string };

const file = (bytes: Buffer, fileName: string, mimeType: string) => ({ data: bytes.toString('base64'), mimeType, fileName, fileExtension: fileName.split('.').pop() });
const bytesOf = (binary: unknown) => Buffer.from((binary as Binary | undefined)?.data ?? '', 'base64');

/** A PNG of one colour, or with a red left half and a blue right half when `split`. */
async function png(width: number, height: number, colour = '#00ff00', split = false): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 4, background: colour || '#ff0000' } });
  if (!split) return image.png().toBuffer();
  const half = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 4, background: '#0000ff' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 4, background: '#ff0000' } }).composite([{ input: half, left: Math.floor(width / 2), top: 0 }]).png().toBuffer();
}

async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

const pngItem = async (width = 40, height = 20, extra: IDataObject = {}): Promise<Input> =>
  ({ json: { id: 1 }, binary: { data: file(await png(width, height, '#00ff00'), 'photo.png', 'image/png'), ...extra } });

async function run(parameters: IDataObject, input: Input[]) {
  const result = await runFixture(singleNodeWorkflow({ type: 'n8n-nodes-base.editImage', typeVersion: 1, parameters }, input));
  const items = outputOf(result, 'Node');
  return { items, error: result.data.resultData.error, image: bytesOf(items[0]?.binary?.data), binary: items[0]?.binary?.data as Binary | undefined };
}

/** The PNG with its header (IHDR) claiming another size, checksum and all. */
function withDeclaredSize(image: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(image);
  patched.writeUInt32BE(width, 16);
  patched.writeUInt32BE(height, 20);
  patched.writeUInt32BE(crc32(patched.subarray(12, 29)), 29);
  return patched;
}

const sizeOf = async (bytes: Buffer) => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};

describe('Edit Image 1: single operations on a real PNG', () => {
  it('adds a border of the chosen colour and size, keeping the item and the file name', async () => {
    const { items, image, binary } = await run({ operation: 'border', borderWidth: 5, borderHeight: 3, borderColor: '#0000ff' }, [await pngItem()]);
    expect(items[0]?.json).toEqual({ id: 1 });
    expect(await sizeOf(image)).toEqual({ width: 50, height: 26, format: 'png' });
    expect(await pixel(image, 0, 0)).toEqual([0, 0, 255, 255]);
    expect(await pixel(image, 10, 10)).toEqual([0, 255, 0, 255]);
    expect(binary).toMatchObject({ mimeType: 'image/png', fileExtension: 'png', fileName: 'photo.png' });
  });

  it('blurs: a sharp red/blue edge gets mixed colours', async () => {
    const input = { json: {}, binary: { data: file(await png(40, 10, '', true), 'edge.png', 'image/png') } };
    const { image } = await run({ operation: 'blur', blur: 5, sigma: 3 }, [input]);
    const [red, , blue] = await pixel(image, 19, 5);
    expect(red).toBeGreaterThan(20);
    expect(blue).toBeGreaterThan(20);
    expect(await pixel(image, 0, 5)).toEqual([255, 0, 0, 255]);
  });

  it('creates an image of the given size and colour as PNG, without an input image', async () => {
    const { image, binary } = await run({ operation: 'create', width: 30, height: 12, backgroundColor: '#ff8000' }, [{ json: {} }]);
    expect(await sizeOf(image)).toEqual({ width: 30, height: 12, format: 'png' });
    expect(await pixel(image, 5, 5)).toEqual([255, 128, 0, 255]);
    expect(binary).toMatchObject({ mimeType: 'image/png', fileExtension: 'png' });
  });

  it('reads the fourth colour pair as opacity, as n8n (GraphicsMagick) does: ff is see-through', async () => {
    const { image } = await run({ operation: 'create', width: 4, height: 4, backgroundColor: '#ffffffff' }, [{ json: {} }]);
    expect((await pixel(image, 1, 1))[3]).toBe(0);
  });

  it('crops the rectangle asked for, clipped to the image', async () => {
    const input = { json: {}, binary: { data: file(await png(40, 10, '', true), 'edge.png', 'image/png') } };
    const { image } = await run({ operation: 'crop', width: 500, height: 500, positionX: 25, positionY: 2 }, [input]);
    expect(await sizeOf(image)).toEqual({ width: 15, height: 8, format: 'png' });
    expect(await pixel(image, 0, 0)).toEqual([0, 0, 255, 255]);
    const outside = await run({ operation: 'crop', width: 5, height: 5, positionX: 100, positionY: 0 }, [input]);
    expect(outside.error?.message).toBe('The crop rectangle lies outside the 40×10 image');
  });

  it('draws a rectangle, a circle and a line in the chosen colour', async () => {
    const base = await pngItem(60, 60);
    const rectangle = await run({ operation: 'draw', primitive: 'rectangle', color: '#ff0000', startPositionX: 10, startPositionY: 10, endPositionX: 20, endPositionY: 20 }, [base]);
    expect(await pixel(rectangle.image, 15, 15)).toEqual([255, 0, 0, 255]);
    expect(await pixel(rectangle.image, 25, 25)).toEqual([0, 255, 0, 255]);
    const rounded = await run({ operation: 'draw', primitive: 'rectangle', color: '#ff0000', startPositionX: 0, startPositionY: 0, endPositionX: 40, endPositionY: 40, cornerRadius: 15 }, [base]);
    expect(await pixel(rounded.image, 1, 1)).toEqual([0, 255, 0, 255]);
    expect(await pixel(rounded.image, 20, 20)).toEqual([255, 0, 0, 255]);
    const circle = await run({ operation: 'draw', primitive: 'circle', color: '#0000ff', startPositionX: 30, startPositionY: 30, endPositionX: 40, endPositionY: 30 }, [base]);
    expect(await pixel(circle.image, 30, 30)).toEqual([0, 0, 255, 255]);
    expect(await pixel(circle.image, 30, 45)).toEqual([0, 255, 0, 255]);
    const line = await run({ operation: 'draw', primitive: 'line', color: '#000000', startPositionX: 0, startPositionY: 5, endPositionX: 59, endPositionY: 5 }, [base]);
    expect(await pixel(line.image, 30, 5)).toEqual([0, 0, 0, 255]);
    expect(await pixel(line.image, 30, 8)).toEqual([0, 255, 0, 255]);
  });

  it('resizes by each option', async () => {
    const input = await pngItem(100, 50);
    const sizes: Record<string, [number, number, number, number]> = {
      ignoreAspectRatio: [30, 70, 30, 70],
      maximumArea: [50, 50, 71, 35],
      minimumArea: [40, 40, 80, 40],
      onlyIfLarger: [50, 50, 50, 25],
      onlyIfSmaller: [50, 50, 100, 50],
      percent: [50, 200, 50, 100],
    };
    for (const [resizeOption, [width, height, expectedWidth, expectedHeight]] of Object.entries(sizes)) {
      const { image } = await run({ operation: 'resize', resizeOption, width, height }, [input]);
      expect({ resizeOption, ...(await sizeOf(image)) }).toEqual({ resizeOption, width: expectedWidth, height: expectedHeight, format: 'png' });
    }
    const bigger = await run({ operation: 'resize', resizeOption: 'onlyIfSmaller', width: 200, height: 200 }, [input]);
    expect(await sizeOf(bigger.image)).toMatchObject({ width: 200, height: 100 });
  });

  it('rotates, filling the corners with the background colour', async () => {
    const { image } = await run({ operation: 'rotate', rotate: 90 }, [await pngItem(40, 20)]);
    expect(await sizeOf(image)).toMatchObject({ width: 20, height: 40 });
    const turned = await run({ operation: 'rotate', rotate: 45, backgroundColor: '#ff0000' }, [await pngItem(40, 40)]);
    expect((await sizeOf(turned.image)).width).toBeGreaterThan(55);
    expect(await pixel(turned.image, 0, 0)).toEqual([255, 0, 0, 255]);
  });

  it('shears, widening the image and leaving the new corners transparent', async () => {
    const { image } = await run({ operation: 'shear', degreesX: 45, degreesY: 0 }, [await pngItem(40, 20)]);
    const { width = 0, height = 0 } = await sizeOf(image);
    expect([width, height]).toEqual([60, 20]);
    expect((await pixel(image, width - 1, 0))[3]).toBe(0);
    expect((await pixel(image, 0, height - 1))[3]).toBe(0);
    expect(await pixel(image, 30, 10)).toEqual([0, 255, 0, 255]);
  });

  it('makes one colour transparent and leaves the others', async () => {
    const input = { json: {}, binary: { data: file(await png(40, 10, '', true), 'edge.png', 'image/png') } };
    const { image } = await run({ operation: 'transparent', color: '#ff0000' }, [input]);
    expect((await pixel(image, 2, 2))[3]).toBe(0);
    expect(await pixel(image, 35, 2)).toEqual([0, 0, 255, 255]);
  });

  it('writes text (markup characters as plain text), wrapping at the line length', async () => {
    const white = { json: {}, binary: { data: file(await png(200, 100, '#ffffff'), 'white.png', 'image/png') } };
    const { image, error } = await run({ operation: 'text', text: '1 < 2 & "x" one two three', fontSize: 20, fontColor: '#ff0000', positionX: 10, positionY: 30, lineLength: 12 }, [white]);
    expect(error).toBeUndefined();
    const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
    const redRows = new Set<number>();
    for (let at = 0; at < data.length; at += info.channels) {
      if ((data[at] ?? 0) > 200 && (data[at + 1] ?? 0) < 80) redRows.add(Math.floor(at / info.channels / info.width));
    }
    // The first line's letters stand on row 30 (the baseline); the wrapped lines go below it.
    expect(Math.min(...redRows)).toBeGreaterThan(10);
    expect(Math.min(...redRows)).toBeLessThan(30);
    expect(Math.max(...redRows)).toBeGreaterThan(55);
  });

  it('converts to another format, renaming the file; Options file name wins', async () => {
    const jpeg = await run({ operation: 'border', borderWidth: 1, borderHeight: 1, options: { format: 'jpeg', quality: 80 } }, [await pngItem()]);
    expect(await sizeOf(jpeg.image)).toEqual({ width: 42, height: 22, format: 'jpeg' });
    expect(jpeg.binary).toMatchObject({ mimeType: 'image/jpeg', fileExtension: 'jpg', fileName: 'photo.jpeg' });
    for (const format of ['gif', 'tiff', 'webp']) {
      const converted = await run({ operation: 'border', borderWidth: 1, borderHeight: 1, options: { format, fileName: `out.${format}` } }, [await pngItem()]);
      expect(await sizeOf(converted.image)).toEqual({ width: 42, height: 22, format });
      expect(converted.binary).toMatchObject({ mimeType: `image/${format}`, fileName: `out.${format}` });
    }
  });

  it('writes BMP files readers understand: header, size and bottom-up pixels', async () => {
    const input = { json: {}, binary: { data: file(await png(40, 10, '', true), 'edge.png', 'image/png') } };
    const { image, binary } = await run({ operation: 'crop', width: 4, height: 2, positionX: 18, positionY: 0, options: { format: 'bmp' } }, [input]);
    expect(binary).toMatchObject({ mimeType: 'image/bmp', fileExtension: 'bmp', fileName: 'edge.bmp' });
    expect(image.toString('latin1', 0, 2)).toBe('BM');
    expect([image.readInt32LE(18), image.readInt32LE(22), image.readUInt16LE(28)]).toEqual([4, 2, 24]);
    const pixels = image.readUInt32LE(10);
    // First stored pixel (bottom-left) is red, stored blue-green-red; the last of the row is blue.
    expect([...image.subarray(pixels, pixels + 3)]).toEqual([0, 0, 255]);
    expect([...image.subarray(pixels + 9, pixels + 12)]).toEqual([255, 0, 0]);
  });
});

describe('Edit Image 1: composite, multi step and information', () => {
  it('lays the image of another binary field over this one at the position', async () => {
    const item = await pngItem(40, 40, { logo: file(await png(10, 10, '#ff0000'), 'logo.png', 'image/png') });
    const { image, items } = await run({ operation: 'composite', dataPropertyNameComposite: 'logo', operator: 'Over', positionX: 5, positionY: 5 }, [item]);
    expect(await pixel(image, 7, 7)).toEqual([255, 0, 0, 255]);
    expect(await pixel(image, 30, 30)).toEqual([0, 255, 0, 255]);
    expect(Object.keys(items[0]?.binary ?? {}).sort()).toEqual(['data', 'logo']);
    const plus = await run({ operation: 'composite', dataPropertyNameComposite: 'logo', operator: 'Plus', positionX: 35, positionY: 35 }, [item]);
    expect(await pixel(plus.image, 37, 37)).toEqual([255, 255, 0, 255]);
    expect(await sizeOf(plus.image)).toMatchObject({ width: 40, height: 40 });
  });

  it('combines the pixels as each GraphicsMagick operator says', async () => {
    const item = await pngItem(4, 4, { top: file(await png(2, 2, '#c86432'), 'top.png', 'image/png') });
    const expected: Record<string, number[]> = {
      Add: [200, 99, 50, 255], Plus: [200, 255, 50, 255], Subtract: [200, 101, 50, 255], Minus: [200, 0, 50, 255],
      Difference: [200, 155, 50, 255], Multiply: [0, 100, 0, 255], Divide: [0, 255, 0, 255], Bumpmap: [0, 124, 0, 255],
      Copy: [200, 100, 50, 255], CopyRed: [200, 255, 0, 255], CopyGreen: [0, 100, 0, 255], CopyBlue: [0, 255, 50, 255],
      CopyOpacity: [0, 255, 0, 124], Over: [200, 100, 50, 255], In: [200, 100, 50, 255], Atop: [200, 100, 50, 255],
    };
    for (const [operator, colour] of Object.entries(expected)) {
      const { image } = await run({ operation: 'composite', dataPropertyNameComposite: 'top', operator, positionX: 1, positionY: 1 }, [item]);
      expect({ operator, inside: await pixel(image, 2, 2), outside: await pixel(image, 0, 0) }).toEqual({ operator, inside: colour, outside: [0, 255, 0, 255] });
    }
  });

  it('applies the steps of Multi Step in order, starting from a created image', async () => {
    const item = { json: {}, binary: { stamp: file(await png(4, 4, '#0000ff'), 'stamp.png', 'image/png') } };
    const { image, binary } = await run({
      operation: 'multiStep',
      operations: { operations: [
        { operation: 'create', width: 20, height: 10, backgroundColor: '#ffffff' },
        { operation: 'composite', dataPropertyNameComposite: 'stamp', operator: 'Over', positionX: 0, positionY: 0 },
        { operation: 'border', borderWidth: 2, borderHeight: 2, borderColor: '#000000' },
        { operation: 'resize', resizeOption: 'percent', width: 200, height: 200 },
      ] },
      options: { fileName: 'made.png' },
    }, [item]);
    expect(await sizeOf(image)).toEqual({ width: 48, height: 28, format: 'png' });
    expect(await pixel(image, 0, 0)).toEqual([0, 0, 0, 255]);
    expect(await pixel(image, 6, 6)).toEqual([0, 0, 255, 255]);
    expect(await pixel(image, 30, 14)).toEqual([255, 255, 255, 255]);
    expect(binary).toMatchObject({ fileName: 'made.png', mimeType: 'image/png' });
  });

  it('answers the information in the shape n8n gives, leaving the image as it was', async () => {
    const item = await pngItem(40, 20);
    const { items } = await run({ operation: 'information' }, [item]);
    expect(items[0]?.json).toMatchObject({
      Image: 'photo.png', Format: 'PNG (Portable Network Graphics)', format: 'PNG', Geometry: '40x20', size: { width: 40, height: 20 },
      Depth: '8 bits-per-pixel component', depth: 8, Type: 'true color with transparency', Class: 'DirectClass',
      'Channel Depths': { Red: '8 bits', Green: '8 bits', Blue: '8 bits', Opacity: '8 bits' }, Interlace: 'No', Compression: 'Zip',
    });
    expect(items[0]?.binary?.data).toMatchObject({ fileName: 'photo.png', mimeType: 'image/png' });
    const jpeg = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#808080' } }).jpeg().toBuffer();
    const { items: jpegItems } = await run({ operation: 'information' }, [{ json: {}, binary: { data: file(jpeg, 'a.jpg', 'image/jpeg') } }]);
    expect(jpegItems[0]?.json).toMatchObject({ format: 'JPEG', Geometry: '8x6', Compression: 'JPEG', Filesize: String(jpeg.length) });
    expect(Object.keys((jpegItems[0]?.json['Channel Depths'] ?? {}) as object)).toEqual(['Red', 'Green', 'Blue']);
  });
});

describe('Edit Image 1: refusals', () => {
  it('names a missing binary field, a missing composite field, and a file that is no image', async () => {
    const missing = await run({ operation: 'blur', dataPropertyName: 'picture' }, [await pngItem()]);
    expect(missing.error?.message).toBe('The input item has no binary field "picture"');
    const noOverlay = await run({ operation: 'composite', dataPropertyNameComposite: 'logo' }, [await pngItem()]);
    expect(noOverlay.error?.message).toBe('The input item has no binary field "logo"');
    const text = { json: {}, binary: { data: file(Buffer.from('just words'), 'notes.txt', 'text/plain') } };
    const notImage = await run({ operation: 'resize' }, [text]);
    expect(notImage.error?.message).toBe('The file in "data" is not an image Edit Image can read; it reads JPEG, PNG, GIF, WebP, TIFF, HEIF and AVIF');
    const svg = { json: {}, binary: { data: file(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"/>'), 'a.svg', 'image/svg+xml') } };
    expect((await run({ operation: 'information' }, [svg])).error?.message).toContain('(svg)');
  });

  it('refuses huge sizes before making them, and keeps going per item when told to continue', async () => {
    const huge = await run({ operation: 'create', width: 100000, height: 100000 }, [{ json: {} }]);
    expect(huge.error?.message).toBe('The image to create would be 100000×100000 pixels, more than the 100,000,000 pixels allowed');
    const grown = await run({ operation: 'resize', resizeOption: 'percent', width: 100000, height: 100000 }, [await pngItem()]);
    expect(grown.error?.message).toBe('The resized image would be 40000×20000 pixels, more than the 100,000,000 pixels allowed');
    // A tiny PNG claiming 20 000 × 20 000 pixels is refused from its header, before it is decoded.
    const bomb = withDeclaredSize(await png(1, 1), 20000, 20000);
    const declared = await run({ operation: 'blur' }, [{ json: {}, binary: { data: file(bomb, 'bomb.png', 'image/png') } }]);
    expect(declared.error?.message).toBe('The image in "data" would be 20000×20000 pixels, more than the 100,000,000 pixels allowed');
    const workflow = singleNodeWorkflow({ type: 'n8n-nodes-base.editImage', typeVersion: 1, parameters: { operation: 'border', borderWidth: 1, borderHeight: 1 } }, [
      { json: { n: 1 }, binary: { data: file(Buffer.from('x'), 'x.png', 'image/png') } }, await pngItem(),
    ]);
    (workflow.nodes[1] as { onError?: string }).onError = 'continueRegularOutput';
    const items = outputOf(await runFixture(workflow), 'Node');
    expect(items[0]?.json).toEqual({ error: 'The file in "data" is not an image Edit Image can read; it reads JPEG, PNG, GIF, WebP, TIFF, HEIF and AVIF' });
    expect(await sizeOf(bytesOf(items[1]?.binary?.data))).toMatchObject({ width: 42, height: 22 });
  });

  it('rejects a number parameter that is not a number and an unknown format', async () => {
    const word = await run({ operation: 'border', borderWidth: 'wide' }, [await pngItem()]);
    expect(word.error?.message).toBe('The value of "borderWidth" must be a number');
    const format = await run({ operation: 'border', options: { format: 'psd' } }, [await pngItem()]);
    expect(format.error?.message).toBe('Invalid image format: psd. Valid formats are: bmp, gif, jpeg, png, tiff, webp');
  });
});

describe('Edit Image 1: font files come only from the folder for files', () => {
  let folder: FilesFolder;
  beforeAll(async () => {
    folder = await makeFilesFolder();
    await mkdir(folder.filesFolder, { recursive: true });
    await copyFile('/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf', join(folder.filesFolder, 'serif.ttf'));
  });
  afterAll(() => folder.remove());

  const textRun = async (font: string) => {
    const white = { json: {}, binary: { data: file(await png(120, 40, '#ffffff'), 'white.png', 'image/png') } };
    const workflow = singleNodeWorkflow({ type: 'n8n-nodes-base.editImage', typeVersion: 1, parameters: { operation: 'text', text: 'Hello', fontSize: 24, positionX: 5, positionY: 30, options: { font } } }, [white]);
    const result = await folder.run(workflow);
    return { error: result.data.resultData.error, image: bytesOf(outputOf(result, 'Node')[0]?.binary?.data) };
  };

  it('writes with a font file in the folder, and refuses one outside it', async () => {
    const inFolder = await textRun('serif.ttf');
    expect(inFolder.error).toBeUndefined();
    const sans = await textRun('DejaVu Sans');
    expect(inFolder.image.equals(sans.image)).toBe(false);
    const outside = await textRun('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
    expect(outside.error?.message).toContain('/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf');
    const notFont = await textRun('../../etc/passwd');
    expect(notFont.error?.message).toBe('The font "../../etc/passwd" is neither a font family nor a .ttf, .otf or .ttc file');
  });
});
