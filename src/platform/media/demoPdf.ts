/**
 * The demo's PDF documents (a layout's PDF of the paper, an article's blockchain certificate),
 * written by hand on request: one A5 page of text, so the demo needs no PDF library and commits no
 * binary. As the platform's real certificates do, Chinese text names a CJK font the file does not
 * embed (STSong-Light, Adobe-GB1, codes in UCS-2 through the predefined CMap UniGB-UCS2-H): a
 * reader needs that CMap to draw it (docs/decisions/119). ASCII lines are in Helvetica. A paper
 * layout also carries a scanned strip in JPEG 2000, as scanned layouts do (docs/decisions/124).
 */
const PAGE = { width: 420, height: 595 };

/**
 * The scanned strip: a 64 × 32 grey JPEG 2000 codestream of four dark bars on white, made once
 * with OpenJPEG's `opj_compress` (lossless, 3 resolutions). pdf.js draws it only with its
 * WebAssembly decoder; where it sits on the page (PDF points, from the bottom left) is SCAN_BOX.
 */
const SCAN_J2K = Buffer.from(
  '/0//UQApAAAAAABAAAAAIAAAAAAAAAAAAAAAQAAAACAAAAAAAAAAAAABBwEB/1IADAAAAAEAAgQEAAH/XAAKQEBISFBISFD/ZAAlAAFDcmVhdGVkIGJ5IE9wZW5KUEVHIHZlcnNpb24gMi41LjD/kAAKAAAAAAHhAAH/k9+D4Bz+OMLD79UyFnv9fAV/3wCWpyNiFOkxz4nOI4pJrspA5dISnqAAStAnOHm+V4rzk+9nc3Z0YHjTe+JFmU8N2yZSvNPrvr2ZZBCBBNm/a326y1CWL86dzl3pH+hNMk+A03Kgb48QflqtF+NFlP6O+bfNvmywvBFHYkUSKj/PwO4+04g+opAeOl049cC6x5/RyA8dObft7Z9c9sU14bVJk2E/Cy8j3GGw6KF9tVX53VnKalecWp9+WhRbzY76x2X/fyAs1SAZO7sx6ueS+Oda6x7U0dSCbb6zkluUnat1Wn2qtLKNITG+w512vqeFow8/qKUVSsfmQ53HG7wfSJkfFY20wPwlayI7FutZna628byrU6Jof3lYMoNtF1VEnbPrRM3PwWZ+BlB9Q2DFgOTri+ms8iIwD1Q+yNd/t4Y+D8ogz/XmXpF4ZrCQlo0gt1gGEhHuGD1lvcQD7Dct26dT3uLoAujUXgl/g1hGFgPwrbr5vnJmUaCi1En5vm+b5vm+b6SGXz0+4T2eQ6/0mdM/NiZMrcsOVsrCeyLVaENqqyIL1qEu5cOsKuwgNQveT8moejZud5gTLSX3VhKojqtBe5f8YXVmhkhGR8xn4RAsICa//9k=',
  'base64',
);
export const SCAN_BOX = { x: 50, y: 150, width: 320, height: 160 };

const ASCII = /^[\x20-\x7e]*$/;

function escapePdfText(text: string): string {
  return text.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** A line as a PDF string in its font: a literal one in Helvetica (F1), or UCS-2 hex in STSong-Light (F2). */
function shown(line: string, size: number): string {
  if (ASCII.test(line)) return `/F1 ${size} Tf (${escapePdfText(line)})`;
  const ucs2 = [...line].map((c) => (c.codePointAt(0)! > 0xffff ? 0x3f : c.codePointAt(0)!).toString(16).toUpperCase().padStart(4, '0'));
  return `/F2 ${size} Tf <${ucs2.join('')}>`;
}

/** A one-page PDF with a heading and lines of text, and the scanned strip when asked. */
export function demoPdf(heading: string, lines: string[], options: { scan?: boolean } = {}): Uint8Array {
  const text = [
    'BT 40 530 Td',
    `${shown(heading, 22)} Tj`,
    '0 -40 Td 18 TL',
    ...lines.map((line) => `${shown(line, 12)} '`),
    'ET',
    // A frame, as certificates have.
    `2 w 20 20 ${PAGE.width - 40} ${PAGE.height - 40} re S`,
    ...(options.scan ? [`q ${SCAN_BOX.width} 0 0 ${SCAN_BOX.height} ${SCAN_BOX.x} ${SCAN_BOX.y} cm /Im1 Do Q`] : []),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 4 0 R /F2 6 0 R >>${options.scan ? ' /XObject << /Im1 9 0 R >>' : ''} >> /Contents 5 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    // Song, not embedded, by the name Acrobat's Chinese font pack gives it; ASCII (CIDs 1 to 95) at half width.
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [7 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor 8 0 R /DW 1000 /W [1 95 500] >>',
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
    // The codestream's bytes as latin1 characters, one each, so the body stays one latin1 string.
    ...(options.scan ? [`<< /Type /XObject /Subtype /Image /Width 64 /Height 32 /Filter /JPXDecode /Length ${SCAN_J2K.length} >>\nstream\n${SCAN_J2K.toString('latin1')}\nendstream`] : []),
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
  if (match[1] === 'paper') return demoPdf('云溪日报 数字报', ['Yunxi Daily - the digital paper, one layout as a PDF.', `Layout id ${id}.`], { scan: true });
  return demoPdf('区块链版权证书', [
    'Blockchain certificate', '', '云溪日报证明以下原创作品已登记上链。', 'Yunxi Daily certifies the original work', `article ${id},`, 'recorded on the copyright chain.', '', `Certificate no. YX-${id.padStart(8, '0')}`,
  ]);
}
