/**
 * The demo's PDF documents (a layout's PDF of the paper, an article's blockchain certificate),
 * written by hand on request: one A5 page of text in a standard font, so the demo needs no PDF
 * library and commits no binary. Only ASCII text: a standard font has no Chinese glyphs.
 */
const PAGE = { width: 420, height: 595 };

function escapePdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A one-page PDF with a heading and lines of text. */
export function demoPdf(heading: string, lines: string[]): Uint8Array {
  const text = [
    'BT /F1 22 Tf 40 530 Td',
    `(${escapePdfText(heading)}) Tj`,
    '/F1 12 Tf 0 -40 Td 18 TL',
    ...lines.map((line) => `(${escapePdfText(line)}) '`),
    'ET',
    // A frame, as certificates have.
    `2 w 20 20 ${PAGE.width - 40} ${PAGE.height - 40} re S`,
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

const DOC_FILE = /^(certificate|paper)-(\d{1,9})\.pdf$/;

/** The demo document named by a file name, or null: `certificate-<articleId>.pdf`, `paper-<layoutId>.pdf`. */
export function demoDocument(file: string): Uint8Array | null {
  const match = DOC_FILE.exec(file);
  if (!match) return null;
  const id = match[2]!;
  if (match[1] === 'paper') return demoPdf(`Yunxi Daily - layout ${id}`, ['The digital paper, one layout as a PDF.', `Layout id ${id}.`]);
  return demoPdf('Blockchain certificate', [
    'Yunxi Daily certifies the original work', `article ${id},`, 'recorded on the copyright chain.', '', `Certificate no. YX-${id.padStart(8, '0')}`,
  ]);
}
