/**
 * Builds small, valid PDF files (one or more pages of Helvetica text, an Info dictionary) for
 * the loopback web — so PDF reading is tested on real PDF bytes, not on a stub.
 */
export type PdfSpec = { title?: string; author?: string; created?: string /* YYYY-MM-DD */; lines: string[] };

/** PDF literal string: escape \ ( ) and keep to Latin-1 (WinAnsi) characters. */
function lit(s: string): string {
  return `(${s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?')})`;
}

export function buildPdf(spec: PdfSpec): Buffer {
  const perPage = 40;
  const pages: string[][] = [];
  for (let i = 0; i < spec.lines.length; i += perPage) pages.push(spec.lines.slice(i, i + perPage));
  if (pages.length === 0) pages.push([]);
  const objects: string[] = [];
  // 1 catalog, 2 pages, 3 font, 4 info, then per page: page object + content stream.
  const pageIds = pages.map((_, i) => 5 + i * 2);
  objects[1] = `<< /Type /Catalog /Pages 2 0 R >>`;
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>`;
  const info: string[] = [];
  if (spec.title) info.push(`/Title ${lit(spec.title)}`);
  if (spec.author) info.push(`/Author ${lit(spec.author)}`);
  if (spec.created) info.push(`/CreationDate (D:${spec.created.replace(/-/g, '')}120000Z)`);
  info.push('/Producer (citeflow test corpus)');
  objects[4] = `<< ${info.join(' ')} >>`;
  pages.forEach((lines, i) => {
    const content = ['BT', '/F1 11 Tf', '14 TL', '72 740 Td', ...lines.map((l) => `${lit(l)} Tj T*`), 'ET'].join('\n');
    objects[pageIds[i]!] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(out, 'latin1');
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Wraps prose into lines of at most `width` characters. */
export function wrap(text: string, width = 90): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
