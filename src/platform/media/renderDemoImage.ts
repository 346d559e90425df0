import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { ImageRef } from '../shape/mediaUrls.ts';

/**
 * Draws the demo newsroom's pictures from their key: a two-colour gradient with a few soft shapes,
 * the same bytes every time. Pictures are made by our own code so the repository carries no photos.
 */
export async function renderDemoImage(image: Required<Pick<ImageRef, 'key' | 'w' | 'h'>> & { format: NonNullable<ImageRef['format']> }): Promise<Buffer> {
  const bytes = createHash('sha256').update(image.key).digest();
  const byte = (i: number) => bytes[i % bytes.length]!;
  const hue = (byte(0) * 360) / 256;
  const hue2 = (hue + 40 + (byte(1) % 120)) % 360;
  const { w, h } = image;
  const shapes: string[] = [];
  for (let i = 0; i < 5; i++) {
    const x = (byte(2 + i * 4) / 255) * w;
    const y = (byte(3 + i * 4) / 255) * h;
    const size = ((byte(4 + i * 4) / 255) * 0.35 + 0.08) * Math.min(w, h);
    const fill = `hsla(${(hue + 180 + i * 30) % 360},70%,${55 + (i % 3) * 10}%,0.${3 + (byte(5 + i * 4) % 4)})`;
    shapes.push(
      byte(5 + i * 4) % 2
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${size.toFixed(1)}" fill="${fill}"/>`
        : `<rect x="${(x - size / 2).toFixed(1)}" y="${(y - size / 2).toFixed(1)}" width="${size.toFixed(1)}" height="${(size * 0.7).toFixed(1)}" rx="${(size / 8).toFixed(1)}" fill="${fill}" transform="rotate(${byte(6 + i) % 45} ${x.toFixed(1)} ${y.toFixed(1)})"/>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},65%,45%)"/><stop offset="1" stop-color="hsl(${hue2.toFixed(0)},70%,70%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}
<rect x="0" y="${(h * 0.82).toFixed(0)}" width="${w}" height="${(h * 0.18).toFixed(0)}" fill="rgba(0,0,0,0.18)"/></svg>`;
  const pipeline = sharp(Buffer.from(svg));
  switch (image.format) {
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: true }).toBuffer();
    case 'gif':
      return pipeline.gif({ colours: 32 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 60 }).toBuffer();
    default:
      return pipeline.jpeg({ quality: 70, mozjpeg: true }).toBuffer();
  }
}
