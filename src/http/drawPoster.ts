/**
 * Draws the share poster (docs/decisions/154): a 750 px wide PNG with the lead picture, the
 * headline, the column and date, the summary cut to a few lines, the site's logo and name and a QR
 * code of the article's address. The text is laid out by src/lib/posterText.ts and drawn by sharp
 * from an SVG; its fonts are named explicitly (POSTER_FONTS), found through fontconfig.
 */
import QRCode from 'qrcode';
import sharp, { type OverlayOptions } from 'sharp';
import { wrapPosterText } from '../lib/posterText.ts';

export const POSTER_WIDTH = 750;
/** The fonts the poster names, each covering one script (Debian's fonts-wqy-zenhei and fonts-tibetan-machine). */
export const POSTER_FONTS = { han: 'WenQuanYi Zen Hei', tibetan: 'Tibetan Machine Uni' } as const;
/** Raised when the drawing itself changes, so every poster gets a new version and address. */
export const POSTER_DESIGN = 1;

export interface PosterContent {
  headline: string;
  /** Column and date, one line. */
  byline: string;
  summary: string;
  siteName: string;
  /** Under the site name: how to open the article (the reader's language). */
  scanHint: string;
  /** What the QR code opens. */
  url: string;
}

export interface PosterPictures {
  /** The lead picture's bytes, any format sharp reads; null draws a coloured band instead. */
  lead: Uint8Array | null;
  logo: Uint8Array | null;
}

const PAD = 48;
const TEXT_EM_WIDTH = POSTER_WIDTH - PAD * 2;
const LEAD_HEIGHT = 422;
const BAND_HEIGHT = 160;
const QR_SIZE = 184;
const LOGO_SIZE = 72;
/** Limits for pictures read from elsewhere: what a decoder may be handed. */
const MAX_INPUT_PIXELS = 40_000_000;

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const TIBETAN = /[\u0F00-\u0FFF]/u;
const TIBETAN_SCALE = 1.2;

/** The font list for a text: its script's font first, the other as fallback. */
function fontsFor(text: string): string {
  const order = TIBETAN.test(text) ? [POSTER_FONTS.tibetan, POSTER_FONTS.han] : [POSTER_FONTS.han, POSTER_FONTS.tibetan];
  return `${order.map((name) => `'${name}'`).join(',')},sans-serif`;
}

/** Lines of text at `size` px, `leading` × size apart; returns the SVG and the height used. */
function textBlock(input: { text: string; top: number; size: number; maxLines: number; fill: string; weight?: number }): { svg: string; height: number } {
  const tibetan = TIBETAN.test(input.text);
  // Tibetan letters look smaller at one size, and their stacks reach far below the line: larger, with more leading.
  const size = Math.round(input.size * (tibetan ? TIBETAN_SCALE : 1));
  const leading = tibetan ? 1.75 : 1.4;
  const lines = wrapPosterText(input.text, TEXT_EM_WIDTH / size, input.maxLines);
  const lineHeight = Math.round(size * leading);
  const svg = lines
    .map(
      (line, index) =>
        `<text x="${PAD}" y="${input.top + Math.round(size * (tibetan ? 1.15 : 1)) + index * lineHeight}" font-family="${fontsFor(line)}" font-size="${size}" font-weight="${input.weight ?? 400}" fill="${input.fill}">${escapeXml(line)}</text>`,
    )
    .join('');
  return { svg, height: lines.length ? lines.length * lineHeight : 0 };
}

/** The QR code as one path of dark modules on white, `size` px square with a quiet zone. */
function qrSvg(url: string, x: number, y: number, size: number): string {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = modules.size;
  const quiet = 2;
  const cell = size / (count + quiet * 2);
  let path = '';
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (modules.get(row, column)) path += `M${column + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  return `<g transform="translate(${x} ${y}) scale(${cell.toFixed(4)})"><rect width="${count + quiet * 2}" height="${count + quiet * 2}" fill="#fff"/><path d="${path}" fill="#000" shape-rendering="crispEdges"/></g>`;
}

async function leadPicture(bytes: Uint8Array | null): Promise<Buffer | null> {
  if (!bytes) return null;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize(POSTER_WIDTH, LEAD_HEIGHT, { fit: 'cover' }).png().toBuffer();
  } catch {
    // Not a picture sharp can read: the poster goes without it.
    return null;
  }
}

async function logoPicture(bytes: Uint8Array | null): Promise<Buffer | null> {
  if (!bytes) return null;
  try {
    const round = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}"><rect width="${LOGO_SIZE}" height="${LOGO_SIZE}" rx="14" fill="#fff"/></svg>`);
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'cover' })
      .composite([{ input: round, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return null;
  }
}

/** The poster as PNG bytes. */
export async function drawPoster(content: PosterContent, pictures: PosterPictures): Promise<Buffer> {
  const [lead, logo] = await Promise.all([leadPicture(pictures.lead), logoPicture(pictures.logo)]);
  const parts: string[] = [];
  let y = lead ? LEAD_HEIGHT : BAND_HEIGHT;
  if (!lead) parts.push(`<rect width="${POSTER_WIDTH}" height="${BAND_HEIGHT}" fill="#c4161c"/>`);
  y += 40;
  const headline = textBlock({ text: content.headline, top: y, size: 44, maxLines: 4, fill: '#111', weight: 700 });
  parts.push(headline.svg);
  y += headline.height + 12;
  const byline = textBlock({ text: content.byline, top: y, size: 26, maxLines: 1, fill: '#666' });
  parts.push(byline.svg);
  y += byline.height + 16;
  const summary = textBlock({ text: content.summary, top: y, size: 30, maxLines: 4, fill: '#333' });
  parts.push(summary.svg);
  y += summary.height + 32;
  parts.push(`<rect x="${PAD}" y="${y}" width="${POSTER_WIDTH - PAD * 2}" height="2" fill="#e5e5e5"/>`);
  y += 32;
  const footerTop = y;
  const nameX = logo ? PAD + LOGO_SIZE + 20 : PAD;
  const nameWidth = POSTER_WIDTH - PAD - QR_SIZE - 24 - nameX;
  const name = wrapPosterText(content.siteName, nameWidth / 34, 1)[0] ?? '';
  parts.push(`<text x="${nameX}" y="${footerTop + 48}" font-family="${fontsFor(name)}" font-size="34" font-weight="700" fill="#111">${escapeXml(name)}</text>`);
  const hintSize = TIBETAN.test(content.scanHint) ? Math.round(24 * TIBETAN_SCALE) : 24;
  const hintLines = wrapPosterText(content.scanHint, nameWidth / hintSize, 3);
  const hintLeading = TIBETAN.test(content.scanHint) ? 46 : 36;
  hintLines.forEach((line, index) => {
    parts.push(`<text x="${PAD}" y="${footerTop + 120 + index * hintLeading}" font-family="${fontsFor(line)}" font-size="${hintSize}" fill="#666">${escapeXml(line)}</text>`);
  });
  parts.push(qrSvg(content.url, POSTER_WIDTH - PAD - QR_SIZE, footerTop, QR_SIZE));
  const height = Math.max(footerTop + QR_SIZE, footerTop + 120 + hintLines.length * hintLeading) + PAD;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${height}" viewBox="0 0 ${POSTER_WIDTH} ${height}"><rect width="100%" height="100%" fill="#fff"/>${parts.join('')}</svg>`;
  const layers: OverlayOptions[] = [{ input: Buffer.from(svg), top: 0, left: 0 }];
  if (lead) layers.push({ input: lead, top: 0, left: 0 });
  if (logo) layers.push({ input: logo, top: footerTop, left: PAD });
  return sharp({ create: { width: POSTER_WIDTH, height, channels: 3, background: '#ffffff' } })
    .composite(layers)
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer();
}
