import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { makeMp4 } from "./mp4.js";
import { makePdf } from "./pdf.js";
import { Canvas, crc32 } from "./png.js";

describe("generated seed files", () => {
  it("writes a valid PNG: signature, chunk CRCs, and filtered rows of the canvas' pixels", () => {
    const png = new Canvas(4, 3, [10, 20, 30]).rect(1, 1, 2, 1, [255, 0, 0]).toPng();
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const chunks: Array<{ type: string; data: Buffer }> = [];
    for (let offset = 8; offset < png.length;) {
      const length = png.readUInt32BE(offset);
      const type = png.subarray(offset + 4, offset + 8).toString("latin1");
      const data = png.subarray(offset + 8, offset + 8 + length);
      expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
      chunks.push({ type, data });
      offset += 12 + length;
    }
    expect(chunks.map((c) => c.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    expect([...chunks[0].data]).toEqual([0, 0, 0, 4, 0, 0, 0, 3, 8, 2, 0, 0, 0]);
    const raw = inflateSync(chunks[1].data);
    expect(raw).toHaveLength(3 * (4 * 3 + 1));
    expect([...raw.subarray(13, 26)]).toEqual([0, 10, 20, 30, 255, 0, 0, 255, 0, 0, 10, 20, 30]);
  });

  it("writes a valid PDF: header, objects at the offsets the xref gives, startxref, escaped WinAnsi text", () => {
    const pdf = makePdf({ title: "Cartel (Café) 5 €", paragraphs: ["Línea con \\ barra"] });
    const text = pdf.toString("latin1");
    expect(text.startsWith("%PDF-1.4\n")).toBe(true);
    expect(text.endsWith("%%EOF\n")).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)![1]);
    expect(text.slice(startxref, startxref + 4)).toBe("xref");
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(6);
    offsets.forEach((offset, index) => expect(text.slice(offset, offset + 8)).toBe(`${index + 1} 0 obj\n`));
    expect(text).toContain("(Cartel \\(Caf\xe9\\) 5 \x80) Tj");
    expect(text).toContain("(L\xednea con \\\\ barra) Tj");
    const length = Number(/<< \/Length (\d+) >>\nstream\n/.exec(text)![1]);
    const start = text.indexOf("stream\n") + 7;
    expect(text.slice(start + length, start + length + 10)).toBe("\nendstream");
  });

  it("writes an MP4 whose boxes add up, with an avcC H.264 Baseline configuration and emulation-safe NAL units", () => {
    const mp4 = makeMp4({
      width: 32,
      height: 32,
      colours: [
        [0, 0, 0],
        [255, 255, 255],
      ],
    });
    const top: string[] = [];
    for (let offset = 0; offset < mp4.length; offset += mp4.readUInt32BE(offset)) top.push(mp4.subarray(offset + 4, offset + 8).toString("latin1"));
    expect(top).toEqual(["ftyp", "moov", "mdat"]);
    const avcC = mp4.indexOf("avcC");
    expect([...mp4.subarray(avcC + 4, avcC + 8)]).toEqual([1, 66, 0xc0, 30]);
    const mdat = mp4.indexOf("mdat") + 4;
    const stco = mp4.indexOf("stco");
    expect(mp4.readUInt32BE(stco + 12)).toBe(mdat);
    let samples = 0;
    for (let offset = mdat; offset < mp4.length; samples++) {
      const size = mp4.readUInt32BE(offset);
      const unit = mp4.subarray(offset + 4, offset + 4 + size);
      expect(unit[0]).toBe(0x65);
      for (let i = 2; i < unit.length; i++) if (unit[i - 2] === 0 && unit[i - 1] === 0) expect(unit[i]).toBeGreaterThan(2);
      offset += 4 + size;
    }
    expect(samples).toBe(2);
  });
});
