/**
 * Draws Meadow's PWA icons (a sun over two hills on the brand green) as real
 * PNG files, with no image library: shapes are sampled 4×4 per pixel and
 * written with node:zlib. Run once after changing the design:
 *   node --import tsx tests/e2e/tools/make-icons.ts
 * The matching SVG is app/public/icons/meadow.svg.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
const BRAND: Rgb = [0x2f, 0x6b, 0x47];
const SUN: Rgb = [0xf3, 0xd3, 0x6b];
const FAR_HILL: Rgb = [0x8f, 0xc1, 0x9c];
const NEAR_HILL: Rgb = [0xdc, 0xeb, 0xe0];

/** Colour at a point of the unit square; `scale` shrinks the art toward the centre (maskable safe zone). */
function colourAt(x: number, y: number, scale: number): Rgb {
  const u = (x - 0.5) / scale + 0.5;
  const v = (y - 0.5) / scale + 0.5;
  const inEllipse = (cx: number, cy: number, rx: number, ry: number) =>
    ((u - cx) / rx) ** 2 + ((v - cy) / ry) ** 2 <= 1;
  if (inEllipse(0.3, 1.02, 0.55, 0.3)) return NEAR_HILL;
  if (inEllipse(0.78, 1.0, 0.5, 0.36)) return FAR_HILL;
  if (inEllipse(0.5, 0.42, 0.17, 0.17)) return SUN;
  return BRAND;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size: number, scale: number): Buffer {
  const samples = 4;
  const raw = Buffer.alloc((size * 3 + 1) * size);
  for (let py = 0; py < size; py++) {
    const row = py * (size * 3 + 1);
    raw[row] = 0; // filter: none
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const c = colourAt((px + (sx + 0.5) / samples) / size, (py + (sy + 0.5) / samples) / size, scale);
          sum[0]! += c[0];
          sum[1]! += c[1];
          sum[2]! += c[2];
        }
      }
      for (let i = 0; i < 3; i++) raw[row + 1 + px * 3 + i] = Math.round(sum[i]! / samples ** 2);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../../../app/public/icons/', import.meta.url);
for (const size of [192, 512]) {
  writeFileSync(new URL(`icon-${size}.png`, out), png(size, 1));
  // Maskable icons may be cropped to a circle of 80 %: keep the art inside it.
  writeFileSync(new URL(`maskable-${size}.png`, out), png(size, 0.78));
}
writeFileSync(new URL('apple-touch-icon.png', out), png(180, 1));
console.log('icons written to', out.pathname);
