/**
 * Server-only allow-list sanitiser for article bodies (docs/decisions/050-article-html-sanitiser.md).
 * Content comes from editors, WeChat imports and third-party feeds; it is rendered with set:html,
 * so whatever is not on this list is dropped: no script/style/iframe/object/embed/form, no event
 * handler or style attributes (the CSP forbids inline styles anyway), only http(s) URLs.
 */
import sanitizeHtml from 'sanitize-html';
import { closeForeignContent } from './closeForeignContent.ts';

const BLOCKS = ['p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'div', 'section', 'article', 'blockquote', 'pre', 'address'];
const INLINE = ['a', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'small', 'mark', 'abbr', 'cite', 'q', 'code', 'time', 'ruby', 'rt', 'rp', 'font'];
const LISTS = ['ul', 'ol', 'li', 'dl', 'dt', 'dd'];
const TABLES = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];
const MEDIA = ['img', 'figure', 'figcaption', 'video', 'audio', 'source'];

const NUMBER = /^\d{1,5}$/;

/** Text of these elements is dropped with them (sanitize-html keeps the text of other removed tags). */
const NON_TEXT = ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'head', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'select', 'button', 'form'];

function keepNumeric(attribs: Record<string, string>, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = attribs[name]?.trim();
    if (value && NUMBER.test(value)) out[name] = value;
  }
  return out;
}

/**
 * What the source hid stays hidden: a WeChat page's pop-ups and footers (微信版本过低 … 前往更新,
 * 长按识别前往小程序) carry `display:none`, and removing style attributes would show their text.
 */
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
const SOURCE_HIDDEN = 'data-source-hidden';

export function hiddenBySource(attribs: Record<string, string>): boolean {
  return 'hidden' in attribs || SOURCE_HIDDEN in attribs || HIDING_STYLE.test(attribs.style ?? '');
}

/** A tag's own transform, unless the source hid it: then only the mark the filter drops it by. */
function unlessHidden(transform: sanitizeHtml.Transformer): sanitizeHtml.Transformer {
  return (tagName, attribs) => (hiddenBySource(attribs) ? { tagName, attribs: { [SOURCE_HIDDEN]: '' } } : transform(tagName, attribs));
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...BLOCKS, ...INLINE, ...LISTS, ...TABLES, ...MEDIA],
  nonTextTags: NON_TEXT,
  disallowedTagsMode: 'discard',
  // The mark of a hidden element is allowed only so the filter below can see it: it removes that element whole.
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target', SOURCE_HIDDEN],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'decoding', 'class', SOURCE_HIDDEN],
    video: ['src', 'poster', 'controls', 'playsinline', 'preload', 'width', 'height', SOURCE_HIDDEN],
    audio: ['src', 'controls', 'preload', SOURCE_HIDDEN],
    source: ['src', 'type'],
    td: ['colspan', 'rowspan', SOURCE_HIDDEN],
    th: ['colspan', 'rowspan', 'scope', SOURCE_HIDDEN],
    col: ['span'],
    ol: ['start', 'reversed'],
    time: ['datetime'],
    abbr: ['title'],
    figure: ['class'],
  },
  // Only the classes this project's own markup (src/lib/contentHtml.ts) puts there survive.
  allowedClasses: {
    figure: ['content-figure', 'content-media'],
    img: ['content-img', 'is-unsized'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto', 'tel'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'poster', 'cite'],
  allowProtocolRelative: true,
  allowedIframeHostnames: [],
  allowVulnerableTags: false,
  transformTags: {
    h1: 'h2',
    font: 'span',
    a: unlessHidden((tagName, attribs) => {
      const attrs: Record<string, string> = { rel: 'noopener noreferrer' };
      if (attribs.href) attrs.href = attribs.href;
      if (attribs.title) attrs.title = attribs.title;
      if (attribs.target === '_blank') attrs.target = '_blank';
      return { tagName, attribs: attrs };
    }),
    img: unlessHidden((tagName, attribs) => {
      // WeChat imports lazy-load through data-src and leave src empty or a placeholder.
      const src = attribs['data-src'] && !/^https?:|^\/\//.test(attribs.src ?? '') ? attribs['data-src'] : (attribs.src ?? attribs['data-src'] ?? '');
      const size = keepNumeric(attribs, ['width', 'height']);
      const sized = size.width && size.height;
      const ours = (attribs.class ?? '').split(/\s+/).includes('content-img');
      return {
        tagName,
        attribs: {
          src,
          alt: attribs.alt ?? '',
          ...(attribs.title ? { title: attribs.title } : {}),
          ...size,
          class: ours ? (attribs.class ?? '') : sized ? 'content-img' : 'content-img is-unsized',
          loading: 'lazy',
          decoding: 'async',
        },
      };
    }),
    video: unlessHidden((tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.src ? { src: attribs.src } : {}),
        ...(attribs.poster ? { poster: attribs.poster } : {}),
        ...keepNumeric(attribs, ['width', 'height']),
        controls: '',
        playsinline: '',
        preload: 'none',
      },
    })),
    audio: unlessHidden((tagName, attribs) => ({ tagName, attribs: { ...(attribs.src ? { src: attribs.src } : {}), controls: '', preload: 'none' } })),
    td: unlessHidden((tagName, attribs) => ({ tagName, attribs: keepNumeric(attribs, ['colspan', 'rowspan']) })),
    th: unlessHidden((tagName, attribs) => ({ tagName, attribs: { ...keepNumeric(attribs, ['colspan', 'rowspan']), ...(attribs.scope ? { scope: attribs.scope } : {}) } })),
  },
  // Whatever the source hid (with all it holds), images without a usable source, and paragraphs left
  // empty once placeholders became figures.
  exclusiveFilter: (frame) =>
    hiddenBySource(frame.attribs) ||
    (frame.tag === 'img' && !frame.attribs.src) ||
    (frame.tag === 'p' && !frame.text.trim() && !frame.mediaChildren.length && frame.tagPosition !== undefined && !/<(img|br|video|audio)/.test(frame.text)),
};

/**
 * Tables get a focusable wrapper so wide ones scroll inside it instead of widening the page. The
 * sanitiser's output is re-serialised markup, so `<table` only ever appears as a real tag here.
 */
function wrapTables(html: string): string {
  return html.replace(/<table\b/g, '<div class="table-scroll" tabindex="0"><table').replace(/<\/table>/g, '</table></div>');
}

/**
 * A picture that is a figure's first child links to its own file: without JavaScript a tap opens
 * it, with it <picture-viewer> opens the viewer (docs/decisions/155). Done on the sanitised,
 * re-serialised markup, whose attribute values hold no quote or angle bracket; the sanitiser's link
 * rule (rel) is left out, since the picture's host already sees the page load the picture.
 */
export function linkFigurePictures(html: string): string {
  // A picture without a text would make a link without a name: it stays as it is.
  return html.replace(/(<figure\b[^>]*>)(<img src="([^"]+)"[^>]*>)/g, (all, figure: string, img: string, src: string) =>
    /\salt="[^"]*\S[^"]*"/.test(img) ? `${figure}<a href="${src}">${img}</a>` : all,
  );
}

/**
 * The page's own title is the only h1, so content headings start at h2 and the levels an editor
 * used are packed densely (h3, h5 → h2, h3): screen-reader outlines then never skip a level.
 */
export function compactHeadingLevels(html: string): string {
  const used = [...new Set([...html.matchAll(/<h([2-6])\b/g)].map((m) => Number(m[1])))].sort();
  const level = new Map(used.map((from, index) => [from, index + 2]));
  return html.replace(/<(\/?)h([2-6])\b/g, (_, slash: string, from: string) => `<${slash}h${level.get(Number(from)) ?? from}`);
}

export function sanitiseArticleHtml(html: string): string {
  // svg and math are dropped whole (NON_TEXT); closing them where a browser would keeps an unclosed one from taking the rest along.
  return linkFigurePictures(compactHeadingLevels(wrapTables(sanitizeHtml(closeForeignContent(html), OPTIONS)))).trim();
}
