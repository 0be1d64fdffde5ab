import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/** Width, height and RGBA bytes of an 8-bit RGBA, non-interlaced PNG (what Chromium's screenshots write). */
function readPng(path: string): { width: number; height: number; alpha: (x: number, y: number) => number } {
  const file = readFileSync(path);
  let at = 8;
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  while (at < file.length) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[9] !== 6 || body[12] !== 0) throw new Error(`${path}: not 8-bit RGBA, non-interlaced`);
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * 4;
  const pixels = Buffer.alloc(stride * height);
  // Undo each row's filter (PNG spec, section 9).
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const byte = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= 4 ? pixels[y * stride + x - 4]! : 0;
      const b = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const c = x >= 4 && y > 0 ? pixels[(y - 1) * stride + x - 4]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter]!;
      pixels[y * stride + x] = (byte + predictor) & 0xff;
    }
  }
  return { width, height, alpha: (x, y) => pixels[y * stride + x * 4 + 3]! };
}

/** The smallest box holding every pixel that is not fully transparent. */
function artworkBox(png: ReturnType<typeof readPng>): { left: number; top: number; right: number; bottom: number } {
  const box = { left: png.width, top: png.height, right: -1, bottom: -1 };
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++)
      if (png.alpha(x, y) > 0)
        Object.assign(box, {
          left: Math.min(box.left, x),
          top: Math.min(box.top, y),
          right: Math.max(box.right, x),
          bottom: Math.max(box.bottom, y),
        });
  return box;
}

// The Chrome Web Store's guideline: 96 px of artwork centred in the 128 px icon, the rest transparent.
// The other sizes keep the proportion (48, 96) or use the whole square (16, 32: the toolbar). Made by npm run icons.
describe('icons', () => {
  it.each([
    [128, 96],
    [96, 72],
    [48, 36],
    [32, 32],
    [16, 16],
  ])('the %i px icon holds %i px of artwork, centred, the rest transparent', (size, art) => {
    const png = readPng(`public/icon/${size}.png`);
    expect([png.width, png.height]).toEqual([size, size]);
    const pad = (size - art) / 2;
    expect(artworkBox(png)).toEqual({ left: pad, top: pad, right: pad + art - 1, bottom: pad + art - 1 });
    // Opaque in the middle: artwork, not a faint shadow.
    expect(png.alpha(size / 2, size / 2)).toBe(255);
  });
});
