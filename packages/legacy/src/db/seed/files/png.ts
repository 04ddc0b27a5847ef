import { deflateSync } from "node:zlib";

/** An RGB colour. */
export type Rgb = readonly [number, number, number];

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A small RGB canvas (no native image library): fill, rectangles, circles and stripes, then
 * `toPng()` writes a valid 8-bit truecolour PNG (filter 0 rows, zlib-deflated IDAT).
 */
export class Canvas {
  private readonly pixels: Buffer;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = Buffer.alloc(width * height * 3);
    this.rect(0, 0, width, height, background);
  }

  rect(x0: number, y0: number, w: number, h: number, colour: Rgb): this {
    const xs = Math.max(0, Math.floor(x0));
    const xe = Math.min(this.width, Math.floor(x0 + w));
    const ys = Math.max(0, Math.floor(y0));
    const ye = Math.min(this.height, Math.floor(y0 + h));
    if (xe <= xs) return this;
    const pattern = Buffer.from(colour);
    for (let y = ys; y < ye; y++) this.pixels.fill(pattern, (y * this.width + xs) * 3, (y * this.width + xe) * 3);
    return this;
  }

  circle(cx: number, cy: number, radius: number, colour: Rgb): this {
    for (let dy = -radius; dy <= radius; dy++) {
      const half = Math.floor(Math.sqrt(radius * radius - dy * dy));
      this.rect(cx - half, cy + dy, half * 2 + 1, 1, colour);
    }
    return this;
  }

  /** Diagonal stripes over a rectangle. */
  stripes(x0: number, y0: number, w: number, h: number, period: number, colour: Rgb): this {
    for (let y = 0; y < h; y++) {
      for (let x = (period - (y % period)) % period; x < w; x += period) this.rect(x0 + x, y0 + y, Math.max(1, period / 3), 1, colour);
    }
    return this;
  }

  toPng(): Buffer {
    const stride = this.width * 3;
    const raw = Buffer.alloc((stride + 1) * this.height);
    for (let y = 0; y < this.height; y++) this.pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
    const header = Buffer.alloc(13);
    header.writeUInt32BE(this.width, 0);
    header.writeUInt32BE(this.height, 4);
    header[8] = 8; // bit depth
    header[9] = 2; // truecolour
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk("IHDR", header),
      chunk("IDAT", deflateSync(raw, { level: 6 })),
      chunk("IEND", Buffer.alloc(0)),
    ]);
  }
}
