/**
 * A light page (docs/decisions/153): the rendered HTML with the pictures of its <main> replaced by
 * tap-to-load placeholders and its video posters dropped. Text and links stay as they were. Runs
 * on the whole rendered page, so every page type gets the one rule.
 *
 * A placeholder keeps the picture's box: an empty <svg> with the picture's proportions as its
 * viewBox, as wide as its place (base.css), scales like the <img> did (no inline style, which the
 * CSP would refuse). A picture with alt text outside a link becomes a labelled link to the
 * picture (a tap loads it in place, src/browser/LightPictures.ts; without JavaScript it opens it);
 * inside a link or button it is a box that keeps its alt text as the link's name, so links never
 * nest and never lose their name; a decoration (empty alt) is a plain box, so avatars ask for nothing.
 */

export interface LightenedPage {
  html: string;
  /** Addresses of the pictures and posters left out, once each, in page order. */
  omitted: string[];
}

/** The picture's own label (e.g. "图片，轻点加载"); its alt text follows it. */
export interface LightenLabels {
  picture: string;
}

const TAG = /<(\/?)(a|button|img|video)\b([^>]*)>/gi;
const ATTRIBUTE = (name: string) => new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i');

/** An attribute's value as written (still HTML-escaped), or null. */
function attribute(attributes: string, name: string): string | null {
  const match = ATTRIBUTE(name).exec(attributes);
  return match ? (match[2] ?? match[3] ?? match[4] ?? '') : null;
}

/** The picture's address, unescaped: `&amp;` is the one entity a rendered URL carries. */
const addressOf = (raw: string) => raw.replaceAll('&amp;', '&');

const dimension = (raw: string | null) => {
  const value = raw === null ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 && value <= 10_000 ? value : null;
};

/** Astro's scoped-style markers and the class, so the placeholder sits where the picture's rules put it. */
function layoutAttributes(attributes: string): string {
  const kept = [...attributes.matchAll(/\s(data-astro-cid-[\w-]+)(?=[\s/]|$)/gi)].map((match) => ` ${match[1]}`);
  const classes = attribute(attributes, 'class');
  return ` class="pic-off${classes ? ` ${classes}` : ''}"${kept.join('')}`;
}

function placeholder(attributes: string, insideLink: boolean, labels: LightenLabels): string {
  const src = attribute(attributes, 'src') ?? '';
  const alt = attribute(attributes, 'alt') ?? '';
  const width = dimension(attribute(attributes, 'width')) ?? 16;
  const height = dimension(attribute(attributes, 'height')) ?? 9;
  const box = `<svg viewBox="0 0 ${width} ${height}" aria-hidden="true"></svg>`;
  const layout = layoutAttributes(attributes);
  // A decoration (empty alt: an avatar, a list thumbnail): the box alone. Inside a link or button
  // (the picture viewer's link to the file, ADR 155), the box keeps the alt text as the link's name.
  if (!src || !alt) return `<span${layout}>${box}</span>`;
  if (insideLink) return `<span${layout}>${box}<span class="visually-hidden">${alt}</span></span>`;
  return `<a${layout} href="${src}">${box}<span class="pic-off-label">${labels.picture}<span class="visually-hidden">: ${alt}</span></span></a>`;
}

const PICTURE_IN_LINK = /<a\b([^>]*)>\s*(<img\b([^>]*)>)\s*<\/a>/gi;

/** A link that only opens its own picture's file (the picture viewer's, ADR 155) gives way to the picture: its placeholder opens the same file. */
const unwrapFileLinks = (main: string) =>
  main.replace(PICTURE_IN_LINK, (whole, link: string, img: string, imgAttributes: string) => {
    const href = attribute(link, 'href');
    return href && href === attribute(imgAttributes, 'src') ? img : whole;
  });

export function lightenHtml(html: string, labels: LightenLabels): LightenedPage {
  const start = html.search(/<main[\s>]/i);
  const end = html.lastIndexOf('</main>');
  if (start === -1 || end < start) return { html, omitted: [] };
  const omitted = new Set<string>();
  let openLinks = 0;
  const main = unwrapFileLinks(html.slice(start, end)).replace(TAG, (whole, closing: string, name: string, attributes: string) => {
    const tag = name.toLowerCase();
    if (tag === 'a' || tag === 'button') {
      openLinks = Math.max(0, openLinks + (closing ? -1 : 1));
      return whole;
    }
    if (closing) return whole;
    if (tag === 'video') {
      const poster = attribute(attributes, 'poster');
      if (poster === null) return whole;
      if (poster) omitted.add(addressOf(poster));
      return whole.replace(ATTRIBUTE('poster'), '');
    }
    const src = attribute(attributes, 'src');
    if (src) omitted.add(addressOf(src));
    return placeholder(attributes, openLinks > 0, labels);
  });
  return { html: html.slice(0, start) + main + html.slice(end), omitted: [...omitted] };
}
