/**
 * Closes SVG and MathML where a browser would leave them, before the article goes through the
 * sanitiser. The sanitiser drops `<svg>`/`<math>` with everything inside (their text is no article
 * text), and its parser (htmlparser2) ends them only at their end tag; so one unclosed `<svg>` took
 * the rest of the article with it. The HTML Standard instead leaves foreign content at the first HTML
 * block or phrase start tag, or `</p>`/`</br>` ("parsing tokens in foreign content"), unless that tag
 * is inside an HTML integration point (foreignObject, desc, title, mi, mo, mn, ms, mtext, HTML
 * annotation-xml). This pass follows that rule and writes the missing end tags in front of such a
 * tag; it changes nothing else. Safety still comes from the sanitiser, which parses the result again:
 * a wrong guess here can only drop or keep article text, never let markup through.
 */

/** Start tags that leave foreign content (`font` only with color, face or size). */
const LEAVES_FOREIGN = new Set([
  'b',
  'big',
  'blockquote',
  'body',
  'br',
  'center',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'embed',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'hr',
  'i',
  'img',
  'li',
  'listing',
  'menu',
  'meta',
  'nobr',
  'ol',
  'p',
  'pre',
  'ruby',
  's',
  'small',
  'span',
  'strong',
  'strike',
  'sub',
  'sup',
  'table',
  'tt',
  'u',
  'ul',
  'var',
]);
const SVG_INTEGRATION = new Set(['foreignobject', 'desc', 'title']);
const MATHML_TEXT_INTEGRATION = new Set(['mi', 'mo', 'mn', 'ms', 'mtext']);
/** Elements whose content is text, not markup, outside foreign content (as htmlparser2 reads them). */
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'plaintext']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

interface Open {
  name: string;
  /** Foreign (svg or math) or HTML (inside an integration point). */
  foreign: boolean;
  /** An integration point: its content is HTML again. */
  integration: boolean;
}

type Token = { kind: 'start'; name: string; attrs: Map<string, string>; selfClosing: boolean; end: number } | { kind: 'end'; name: string; end: number } | { kind: 'other'; end: number };

const NAME = /[^\s/>]*/y;
const ATTRIBUTE_NAME = /[^\s/>=][^\s/>=]*/y;
const UNQUOTED = /[^\s>]*/y;
const SPACE = /\s*/y;

function at(re: RegExp, html: string, index: number): string {
  re.lastIndex = index;
  return re.exec(html)?.[0] ?? '';
}

function through(html: string, search: string, from: number): number {
  const found = html.indexOf(search, from);
  return found === -1 ? html.length : found + search.length;
}

/** The tag, comment or declaration starting at `lt` (a `<`), read as htmlparser2 would. */
function readToken(html: string, lt: number, inForeign: boolean): Token {
  const next = html[lt + 1] ?? '';
  if (html.startsWith('<!--', lt)) return { kind: 'other', end: through(html, '-->', lt + 4) };
  if (inForeign && html.startsWith('<![CDATA[', lt)) return { kind: 'other', end: through(html, ']]>', lt + 9) };
  if (next === '!' || next === '?') return { kind: 'other', end: through(html, '>', lt + 2) };
  if (next === '/') {
    if (!/[a-z]/i.test(html[lt + 2] ?? '')) return { kind: 'other', end: through(html, '>', lt + 2) };
    const name = at(NAME, html, lt + 2).toLowerCase();
    return { kind: 'end', name, end: through(html, '>', lt + 2 + name.length) };
  }
  if (!/[a-z]/i.test(next)) return { kind: 'other', end: lt + 1 };
  const name = at(NAME, html, lt + 1);
  const attrs = new Map<string, string>();
  let selfClosing = false;
  let i = lt + 1 + name.length;
  while (i < html.length) {
    const c = html[i]!;
    if (c === '>') return { kind: 'start', name: name.toLowerCase(), attrs, selfClosing, end: i + 1 };
    if (c === '/') {
      selfClosing = html[i + 1] === '>';
      i += 1;
      continue;
    }
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    selfClosing = false;
    const attribute = at(ATTRIBUTE_NAME, html, i);
    i += attribute.length;
    i += at(SPACE, html, i).length;
    let value = '';
    if (html[i] === '=') {
      i += 1;
      i += at(SPACE, html, i).length;
      const quote = html[i];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, i + 1);
        value = html.slice(i + 1, close === -1 ? html.length : close);
        i = close === -1 ? html.length : close + 1;
      } else {
        value = at(UNQUOTED, html, i);
        i += value.length;
      }
    }
    attrs.set(attribute.toLowerCase(), value);
  }
  return { kind: 'start', name: name.toLowerCase(), attrs, selfClosing, end: html.length };
}

function leavesForeign(name: string, attrs: Map<string, string>): boolean {
  return LEAVES_FOREIGN.has(name) || (name === 'font' && (attrs.has('color') || attrs.has('face') || attrs.has('size')));
}

/** Inside foreign content: does this element's content count as HTML again? */
function isIntegrationPoint(name: string, attrs: Map<string, string>): boolean {
  if (SVG_INTEGRATION.has(name) || MATHML_TEXT_INTEGRATION.has(name)) return true;
  const encoding = (attrs.get('encoding') ?? '').toLowerCase();
  return name === 'annotation-xml' && (encoding === 'text/html' || encoding === 'application/xhtml+xml');
}

export function closeForeignContent(html: string): string {
  if (!/<(?:svg|math)[\s/>]/i.test(html)) return html;
  // Open elements from the outermost svg/math inwards; empty outside foreign content.
  const stack: Open[] = [];
  const inForeign = () => {
    const top = stack.at(-1);
    return top !== undefined && top.foreign && !top.integration;
  };
  let out = '';
  let copied = 0;
  /** Ends the foreign elements up to the nearest integration point or HTML element, in front of `index`. */
  const leave = (index: number) => {
    let ends = '';
    while (inForeign()) ends += `</${stack.pop()!.name}>`;
    out += html.slice(copied, index) + ends;
    copied = index;
  };

  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const token = readToken(html, lt, inForeign());
    i = token.end;
    if (token.kind === 'start') {
      const { name, attrs, selfClosing } = token;
      if (inForeign() && !leavesForeign(name, attrs)) {
        if (!selfClosing) stack.push({ name, foreign: true, integration: isIntegrationPoint(name, attrs) });
        continue;
      }
      if (inForeign()) leave(lt);
      if (name === 'svg' || name === 'math') {
        if (!selfClosing) stack.push({ name, foreign: true, integration: false });
      } else if (RAW_TEXT.has(name)) {
        // Its text may look like tags; skip to its end tag, which the loop then reads.
        const close = new RegExp(`</${name}[\\s/>]`, 'gi');
        close.lastIndex = i;
        const found = close.exec(html);
        i = found ? found.index : html.length;
        if (stack.length) stack.push({ name, foreign: false, integration: false });
      } else if (stack.length && !VOID.has(name)) {
        stack.push({ name, foreign: false, integration: false });
      }
    } else if (token.kind === 'end' && stack.length) {
      if (inForeign() && (token.name === 'p' || token.name === 'br')) leave(lt);
      const index = stack.findLastIndex((open) => open.name === token.name);
      if (index !== -1) stack.length = index;
    }
  }
  return out + html.slice(copied);
}
