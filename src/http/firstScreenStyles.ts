import { lateResources } from '../lib/lateResources.ts';

/**
 * The first screen paints from the first response (docs/decisions/145).
 *
 * Astro links each page's stylesheets from its head, and the browser paints nothing until it has
 * fetched them all: one more round trip after the HTML. Here, once the whole page is in hand, the
 * rules that style what comes first on the page move into one inline `<style>`, and the page's
 * stylesheets are linked again at the end of the body, in their order and at low priority (the
 * first screen's pictures go first), where they block nothing painted before them and are cached
 * for the next page. The cascade ends as the build wrote it:
 * the linked sheets repeat every rule, the inlined ones included, in the original order.
 *
 * A rule is the first screen's when one of its selectors names only classes and scope attributes
 * (Astro's `data-astro-cid-*`) that the page's markup uses within the first screen (FIRST_SCREEN).
 * Rules that name nothing (elements, `:root`, `@font-face`) always go inline, and a `@keyframes`
 * when an inline rule names it; a rule for another theme than the page's does not. What
 * sits inside `:not()`, `:is()`, `:where()` and `:has()` is not asked for: more goes inline, never less.
 */

/**
 * Where a phone's first screen ends in the markup: after this many characters of visible text
 * (about 20 lines of an article on a 360-pixel screen, more than home's first screen of titles),
 * or this much markup, whichever comes first. Text measures a screen better than markup, which
 * varies from a bare article paragraph to a list item of attributes and pictures.
 */
export const FIRST_SCREEN = { text: 600, markup: 24_000 } as const;

/** The index in `html` where the first screen's markup ends, reading from `from` (the `<body` tag). */
export function firstScreenEnd(html: string, from: number, to: number, limits: { text: number; markup: number } = FIRST_SCREEN): number {
  const end = Math.min(to, from + limits.markup);
  const pieces = /<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<[^>]*>|[^<]+/g;
  pieces.lastIndex = from;
  let text = 0;
  for (let m = pieces.exec(html); m && m.index < end; m = pieces.exec(html)) {
    if (m[0][0] !== '<') text += m[0].replace(/\s+/g, '').length;
    if (text >= limits.text) return Math.min(end, m.index + m[0].length);
  }
  return end;
}

/** One style rule of a stylesheet, with the at-rule blocks around it and the token sets of its selectors. */
export interface SheetRule {
  /** The at-rule preludes around the rule, outermost first (e.g. `@media (min-width:40em)`). */
  wrappers: string[];
  text: string;
  /** One set per selector of the rule; null when the rule always goes inline. */
  selectors: string[][] | null;
}

/** Astro's style for its island elements, which every page with an island carries inline. */
const ISLAND_RULE = 'astro-island,astro-slot,astro-static-slot{display:contents}';
const ISLAND_STYLE = `<style>${ISLAND_RULE}</style>`;
/** A module script the build links (Astro's `<script>` of a component), as Astro writes it. */
const MODULE_SCRIPT = /<script type="module" src="([^"<>]+)"><\/script>/g;

const FUNCTIONAL_PSEUDO = /:(?:not|is|where|has)\(/g;

/** The selector with the arguments of :not(), :is(), :where() and :has() taken out. */
function withoutPseudoArguments(selector: string): string {
  let out = '';
  let at = 0;
  for (const match of selector.matchAll(FUNCTIONAL_PSEUDO)) {
    if (match.index < at) continue;
    out += selector.slice(at, match.index);
    let depth = 0;
    let i = match.index + match[0].length - 1;
    for (; i < selector.length; i += 1) {
      if (selector[i] === '(') depth += 1;
      else if (selector[i] === ')' && --depth === 0) break;
    }
    at = i + 1;
  }
  return out + selector.slice(at);
}

/**
 * The tokens a selector needs on the page: `.name` as `c:name`, `[data-astro-cid-x]` as
 * `a:data-astro-cid-x`, and `[data-theme=dark]` as `t:dark` (the theme is the server's, written on
 * `<html>`, and no script changes it: a light page never needs the dark rules first).
 */
export function selectorTokens(selector: string): string[] {
  const plain = withoutPseudoArguments(selector);
  const tokens = new Set<string>();
  for (const m of plain.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)) tokens.add(`c:${m[1]}`);
  for (const m of plain.matchAll(/\[\s*(data-astro-cid-[\w-]+)\s*\]/g)) tokens.add(`a:${m[1]}`);
  for (const m of plain.matchAll(/\[\s*data-theme\s*=\s*["']?([\w-]+)["']?\s*\]/g)) tokens.add(`t:${m[1]}`);
  return [...tokens];
}

/** Splits a selector list at its top-level commas. */
function splitSelectors(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i += 1) {
    const ch = prelude[i];
    if (ch === '(' || ch === '[') depth += 1;
    else if (ch === ')' || ch === ']') depth -= 1;
    else if (ch === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

/** The index of the `}` that closes the block opened at `open`, or -1; strings are skipped. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i += 1) {
    const ch = css[i];
    if (ch === '"' || ch === "'") {
      const close = css.indexOf(ch, i + 1);
      if (close === -1) return -1;
      i = close;
    } else if (ch === '{') depth += 1;
    else if (ch === '}' && --depth === 0) return i;
  }
  return -1;
}

/** Grouping at-rules whose inner rules are chosen one by one; any other at-rule block goes whole. */
const GROUPING = /^@(media|supports|container|layer)\b/i;

/** The rules of a (minified) stylesheet, flattened out of its grouping at-rules. Null when it cannot be read. */
export function parseSheet(css: string, wrappers: string[] = []): SheetRule[] | null {
  const rules: SheetRule[] = [];
  let at = 0;
  while (at < css.length) {
    const open = css.indexOf('{', at);
    const semicolon = css.indexOf(';', at);
    if (open === -1) return css.slice(at).trim() === '' ? rules : null;
    if (semicolon !== -1 && semicolon < open && css.slice(at, semicolon).trimStart().startsWith('@')) {
      // `@charset`, `@import`, `@layer a,b;`: kept as they are.
      rules.push({ wrappers, text: css.slice(at, semicolon + 1), selectors: null });
      at = semicolon + 1;
      continue;
    }
    const end = blockEnd(css, open);
    if (end === -1) return null;
    const prelude = css.slice(at, open).trim();
    if (GROUPING.test(prelude)) {
      const inner = parseSheet(css.slice(open + 1, end), [...wrappers, prelude]);
      if (!inner) return null;
      rules.push(...inner);
    } else {
      const atRule = prelude.startsWith('@');
      const selectors = atRule ? null : splitSelectors(prelude).map(selectorTokens);
      rules.push({ wrappers, text: css.slice(at, end + 1).trim(), selectors: selectors?.some((tokens) => tokens.length === 0) ? null : selectors });
    }
    at = end + 1;
  }
  return rules;
}

/** The class and scope-attribute tokens used in `html` between `from` and `to`. */
export function tokensUsed(html: string, from: number, to: number): Set<string> {
  const used = new Set<string>();
  const part = html.slice(from, to);
  for (const m of part.matchAll(/\sclass="([^"]*)"/g)) for (const name of m[1]!.split(/\s+/)) if (name) used.add(`c:${name}`);
  for (const m of part.matchAll(/\s(data-astro-cid-[\w-]+)/g)) used.add(`a:${m[1]}`);
  return used;
}

const KEYFRAMES = /^@(?:-webkit-)?keyframes\s+([\w-]+)/i;

/**
 * The rules of `rules` the first screen needs, written back as CSS with their at-rule blocks. A
 * `@keyframes` goes with them only when one of those rules names it.
 */
export function firstScreenCss(rules: readonly SheetRule[], used: ReadonlySet<string>): string {
  const chosen = rules.filter((rule) => !rule.selectors || rule.selectors.some((tokens) => tokens.every((token) => used.has(token))));
  const named = chosen.map((rule) => (KEYFRAMES.test(rule.text) ? '' : rule.text)).join('');
  let css = '';
  let open: string[] = [];
  for (const rule of chosen) {
    const keyframes = KEYFRAMES.exec(rule.text)?.[1];
    if (keyframes && !named.includes(keyframes)) continue;
    let shared = 0;
    while (shared < open.length && shared < rule.wrappers.length && open[shared] === rule.wrappers[shared]) shared += 1;
    css += '}'.repeat(open.length - shared);
    for (const wrapper of rule.wrappers.slice(shared)) css += `${wrapper}{`;
    open = rule.wrappers;
    css += rule.text;
  }
  return css + '}'.repeat(open.length);
}

export interface StylePlacement {
  html: string;
  /** The inline style written, to be allowed by the page's CSP; null when the page was left as it was. */
  inlineStyle: string | null;
}

/**
 * Moves the first screen's rules of the page's own stylesheets (links to `assetsPrefix…css` in its
 * head) into one inline style where the first link stood, and links the sheets at the end of the
 * body. `readSheet` gives a sheet's rules by its href, or null for one it does not know: then the
 * page is left as it is.
 */
export function placeFirstScreenStyles(
  html: string,
  assetsPrefix: string,
  readSheet: (href: string) => readonly SheetRule[] | null,
  firstScreen: { text: number; markup: number } = FIRST_SCREEN,
): StylePlacement {
  const unchanged = { html, inlineStyle: null };
  const islandStyleAt = html.indexOf(ISLAND_STYLE);
  const page = islandStyleAt === -1 ? html : html.slice(0, islandStyleAt) + html.slice(islandStyleAt + ISLAND_STYLE.length);
  const headEnd = page.indexOf('</head>');
  const bodyStart = page.indexOf('<body', headEnd);
  const bodyEnd = page.lastIndexOf('</body>');
  if (headEnd === -1 || bodyStart === -1 || bodyEnd < bodyStart) return unchanged;
  const head = page.slice(0, headEnd);
  const links = [...head.matchAll(/<link rel="stylesheet" href="([^"<>]+?\.css)">/g)].filter((m) => m[1]!.startsWith(assetsPrefix));
  if (links.length === 0) return unchanged;
  const sheets = links.map((m) => readSheet(m[1]!));
  // A sheet the server cannot read, or cannot put inside <style> safely, leaves the page as Astro wrote it.
  if (sheets.some((rules) => rules === null)) return unchanged;
  const used = tokensUsed(page, bodyStart, firstScreenEnd(page, bodyStart, bodyEnd, firstScreen));
  const theme = /<html\b[^>]*\sdata-theme="([\w-]+)"/.exec(head)?.[1];
  if (theme) used.add(`t:${theme}`);
  // Astro's own style for its island elements joins the one inline style: one element and one CSP hash fewer.
  const inlineStyle = (islandStyleAt === -1 ? '' : ISLAND_RULE) + sheets.map((rules) => firstScreenCss(rules!, used)).join('');
  let out = '';
  let at = 0;
  links.forEach((link, i) => {
    out += head.slice(at, link.index) + (i === 0 ? `<style>${inlineStyle}</style>` : '');
    at = link.index + link[0].length;
  });
  // The page's module scripts wait with its stylesheets (docs/decisions/167); inline ones stay where they are.
  const scripts: string[] = [];
  const rest = (out + page.slice(at, bodyEnd)).replace(MODULE_SCRIPT, (tag, src: string) => (src.startsWith(assetsPrefix) ? (scripts.push(tag), '') : tag));
  const late = lateResources(
    links.map((link) => link[0]),
    scripts,
  );
  return { html: rest + late + page.slice(bodyEnd), inlineStyle };
}

/**
 * The build's stylesheets as rules for placeFirstScreenStyles, each parsed once. `textOf` gives a
 * sheet's text by its href (the static files the server already holds), or null for one it does
 * not have; a sheet it does not have, or one holding `</style`, is null.
 */
export function createSheetReader(textOf: (href: string) => string | null): (href: string) => readonly SheetRule[] | null {
  const sheets = new Map<string, SheetRule[] | null>();
  return (href) => {
    const known = sheets.get(href);
    if (known !== undefined) return known;
    const css = textOf(href);
    const rules = css === null || /<\/style/i.test(css) ? null : parseSheet(css);
    // Only the links of the build's own pages reach here (one per file), so the map stays small.
    if (sheets.size < 1000) sheets.set(href, rules);
    return rules;
  };
}
