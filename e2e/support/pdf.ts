import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, as far as pdfkit writes it with its standard fonts: every content stream
 * (inflated when compressed), each text-showing operator (`[<hex> kern <hex>] TJ`, `<hex> Tj`) as
 * one line of its WinAnsi characters. Enough to read our enrollment copy back; not a general parser.
 */
export function pdfText(bytes: Uint8Array): string {
  const pdf = Buffer.from(bytes);
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) continue;
    const body = pdf.subarray(start, end);
    let content: string;
    try {
      content = inflateSync(body).toString('latin1');
    } catch {
      content = body.toString('latin1');
    }
    for (const op of content.matchAll(/\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes = op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]) : [op[2]];
      lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
    }
  }
  return lines.join('\n');
}

/** Whether the bytes are a PDF document (its header and end marker). */
export function isPdf(bytes: Uint8Array): boolean {
  const pdf = Buffer.from(bytes);
  return pdf.subarray(0, 5).toString('latin1') === '%PDF-' && pdf.subarray(-32).toString('latin1').includes('%%EOF');
}
