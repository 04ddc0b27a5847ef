/** WinAnsi (cp1252) bytes of a text for a PDF string literal: latin-1 as is, €, quotes and dashes mapped, others '?'. */
const WIN_ANSI_EXTRA: Record<string, number> = { "€": 0x80, "‘": 0x91, "’": 0x92, "“": 0x93, "”": 0x94, "–": 0x96, "—": 0x97, "…": 0x85 };

function pdfString(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.codePointAt(0) ?? 63;
    const byte = WIN_ANSI_EXTRA[char] ?? (code >= 32 && code <= 255 && (code < 127 || code >= 160) ? code : 63);
    const c = String.fromCharCode(byte);
    out += c === "(" || c === ")" || c === "\\" ? `\\${c}` : c;
  }
  return `(${out})`;
}

/** Splits a text into lines of at most `width` characters at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A real one-page A4 PDF 1.4 written by hand: Helvetica (a standard font, WinAnsi encoding), a
 * coloured header band, the title and a few paragraphs; with a correct xref table and trailer.
 */
export function makePdf(doc: { title: string; subtitle?: string; paragraphs?: string[]; colour?: readonly [number, number, number] }): Buffer {
  const [r, g, b] = (doc.colour ?? [218, 41, 28]).map((v) => (v / 255).toFixed(3));
  const ops: string[] = [`${r} ${g} ${b} rg`, "0 742 595 100 re f", "1 1 1 rg", "BT /F2 22 Tf 50 790 Td", `${pdfString(doc.title)} Tj`, "ET"];
  if (doc.subtitle) ops.push("BT /F1 11 Tf 50 760 Td", `${pdfString(doc.subtitle)} Tj`, "ET");
  ops.push("0.15 0.15 0.15 rg");
  let y = 700;
  for (const paragraph of doc.paragraphs ?? []) {
    for (const line of wrap(paragraph, 88)) {
      if (y < 60) break;
      ops.push(`BT /F1 11 Tf 50 ${y} Td`, `${pdfString(line)} Tj`, "ET");
      y -= 15;
    }
    y -= 10;
  }
  const content = Buffer.from(ops.join("\n"), "latin1");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
  ];
  const parts: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let length = parts[0].length;
  const offsets: number[] = [];
  const push = (buffer: Buffer) => {
    parts.push(buffer);
    length += buffer.length;
  };
  objects.forEach((body, index) => {
    offsets.push(length);
    push(Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, "latin1"));
  });
  offsets.push(length);
  push(
    Buffer.concat([
      Buffer.from(`6 0 obj\n<< /Length ${content.length} >>\nstream\n`, "latin1"),
      content,
      Buffer.from("\nendstream\nendobj\n", "latin1"),
    ]),
  );
  const xref = length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
      "latin1",
    ),
  );
  return Buffer.concat(parts);
}
