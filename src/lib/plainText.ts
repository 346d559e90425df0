/**
 * Article bodies arrive as HTML. Counting words or cutting share texts needs the visible text:
 * tags, scripts and styles removed, common entities decoded. Not a sanitiser: never render its
 * output as HTML.
 */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  middot: '·',
};

function decodeEntity(whole: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  }
  return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
}

export function plainText(html: string): string {
  return (
    html
      .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      // Block-level boundaries separate words even when the markup has no whitespace.
      .replace(/<\/?(?:p|div|br|li|h[1-6]|tr|td|section|article|blockquote|figure|figcaption)\b[^>]*>/gi, ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, decodeEntity)
  );
}
