import { crc32 } from "./zip.js";

/** An entry of a test RAR: its name as written (folders, `../` and all) and its bytes, stored (not compressed). */
export interface RarEntry {
  name: string;
  data: Buffer;
  /** Marks the entry as encrypted in its header (its bytes stay as given). */
  encrypted?: boolean;
}

/** A block: its CRC (the low 16 bits of the CRC-32 of the rest of the header), then the header, then `body`. */
function block(type: number, flags: number, fields: Buffer, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(7 + fields.length);
  header.writeUInt8(type, 2);
  header.writeUInt16LE(flags, 3);
  header.writeUInt16LE(header.length, 5);
  fields.copy(header, 7);
  header.writeUInt16LE(crc32(header.subarray(2)) & 0xffff, 0);
  return Buffer.concat([header, body]);
}

/**
 * A RAR archive (format 4, the one RAR 2.9 to 4 write and every unrar reads) written by hand: nothing installed
 * writes RAR, and node-unrar-js only reads. Its entries are stored, each with its CRC, between the marker, the
 * archive header and the end block. For tests of what the portal accepts and refuses in a partner's `.rar`.
 */
export function makeRar(entries: readonly RarEntry[]): Buffer {
  const marker = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00]);
  const archive = block(0x73, 0, Buffer.alloc(6));
  const files = entries.map((entry) => {
    const name = Buffer.from(entry.name, "utf8");
    const fields = Buffer.alloc(25 + name.length);
    fields.writeUInt32LE(entry.data.length, 0); // packed size (stored)
    fields.writeUInt32LE(entry.data.length, 4); // unpacked size
    fields.writeUInt8(2, 8); // host: Windows
    fields.writeUInt32LE(crc32(entry.data), 9);
    fields.writeUInt32LE(0x5b7a0000, 13); // DOS date and time: 2025-11-26 00:00
    fields.writeUInt8(29, 17); // version needed: 2.9
    fields.writeUInt8(0x30, 18); // method: store
    fields.writeUInt16LE(name.length, 19);
    fields.writeUInt32LE(0x20, 21); // attributes: archive
    name.copy(fields, 25);
    // 0x8000: the block's data follows its header; 0x04: encrypted.
    return block(0x74, 0x8000 | (entry.encrypted ? 0x04 : 0), fields, entry.data);
  });
  const end = block(0x7b, 0x4000, Buffer.alloc(0));
  return Buffer.concat([marker, archive, ...files, end]);
}
