import { describe, expect, it } from 'vitest';
import { lateResources } from '../../../src/lib/lateResources.ts';
import { createSheetReader, firstScreenCss, firstScreenEnd, parseSheet, placeFirstScreenStyles, selectorTokens, tokensUsed } from '../../../src/http/firstScreenStyles.ts';

describe('the tokens a selector asks of the page', () => {
  it.each([
    ['an element', 'body', []],
    ['a class', '.article-title', ['c:article-title']],
    ['a scoped class (Astro)', '.card[data-astro-cid-abc12]', ['c:card', 'a:data-astro-cid-abc12']],
    ['a descendant chain', '.list[data-astro-cid-x] li .meta', ['c:list', 'c:meta', 'a:data-astro-cid-x']],
    ['state inside :not() is not asked for', '.item:not(.is-open)', ['c:item']],
    ['nor inside :is(), :where() and :has()', '.a :is(.b,.c) :where(.d) :has(>.e)', ['c:a']],
    ['nested parentheses', '.a:not(:is(.b,.c))>.f', ['c:a', 'c:f']],
    ['other attributes and pseudo-classes are not tokens', 'button[aria-pressed=true]:hover::before', []],
    ['numbers are not classes', '.x>.y', ['c:x', 'c:y']],
    ['a theme is a token', ':root[data-theme=dark]', ['t:dark']],
    ['quoted, with a class', ':root[data-theme="grey"] .brand', ['c:brand', 't:grey']],
    ['other data attributes are not tokens', '[data-script=han] .x', ['c:x']],
  ])('%s', (_name, selector, tokens) => {
    expect(selectorTokens(selector)).toEqual(tokens);
  });
});

describe('a stylesheet as rules', () => {
  it('reads rules, grouping at-rules and whole at-rule blocks', () => {
    const rules = parseSheet(
      '@charset "utf-8";:root{--a:1}.a,.b p{color:red}@media (min-width:40em){.a{margin:0}.c{margin:1px}}@font-face{font-family:X;src:local(X)}@keyframes spin{to{transform:rotate(1turn)}}.d{content:"}"}',
    )!;
    expect(rules.map((rule) => [rule.wrappers.join('|'), rule.text, rule.selectors])).toEqual([
      ['', '@charset "utf-8";', null],
      ['', ':root{--a:1}', null],
      ['', '.a,.b p{color:red}', [['c:a'], ['c:b']]],
      ['@media (min-width:40em)', '.a{margin:0}', [['c:a']]],
      ['@media (min-width:40em)', '.c{margin:1px}', [['c:c']]],
      ['', '@font-face{font-family:X;src:local(X)}', null],
      ['', '@keyframes spin{to{transform:rotate(1turn)}}', null],
      ['', '.d{content:"}"}', [['c:d']]],
    ]);
  });

  it('a rule with one selector that names nothing always goes inline', () => {
    expect(parseSheet('.a,h1{margin:0}')![0]!.selectors).toBeNull();
  });

  it.each([
    ['an unclosed block', '.a{color:red'],
    ['text after the last rule', '.a{color:red}stray'],
    ['an unclosed string', '.a{content:"}'],
  ])('cannot read %s', (_name, css) => {
    expect(parseSheet(css)).toBeNull();
  });
});

describe('the first screen', () => {
  const body = (inner: string) => `<html><head></head><body>${inner}</body></html>`;
  it.each([
    ['ends after the text limit', body(`<p>${'字'.repeat(5)}</p><p class="later">${'字'.repeat(5)}</p>`), { text: 5, markup: 1000 }, '</p><p class="later">'],
    ['counts no script or style text', body(`<script>${'x'.repeat(50)}</script><p>abcde</p><p class="later">x</p>`), { text: 5, markup: 1000 }, '</p><p class="later">'],
    ['ends at the markup limit on a page of markup', body(`<p class="a"></p>${'<i></i>'.repeat(40)}<p class="later">x</p>`), { text: 600, markup: 100 }, null],
  ])('%s', (_name, html, limits, after) => {
    const from = html.indexOf('<body');
    const end = firstScreenEnd(html, from, html.indexOf('</body>'), limits);
    if (after) expect(html.slice(end).startsWith(after)).toBe(true);
    else expect(end).toBe(from + limits.markup);
  });

  it('names the classes and scope attributes used in a part of the page', () => {
    const html = '<body><div class="a  b" data-astro-cid-x1><p class="c">t</p></div><p class="late"></p>';
    expect([...tokensUsed(html, 0, html.indexOf('<p class="late"'))].sort()).toEqual(['a:data-astro-cid-x1', 'c:a', 'c:b', 'c:c']);
  });

  it('keeps the rules the first screen uses, inside their at-rule blocks', () => {
    const rules = parseSheet('body{margin:0}.a{color:red}.b{color:blue}@media (min-width:1px){.a{margin:0}.b{margin:1px}}@media (min-width:1px){.b{padding:0}}')!;
    expect(firstScreenCss(rules, new Set(['c:a']))).toBe('body{margin:0}.a{color:red}@media (min-width:1px){.a{margin:0}}');
    expect(firstScreenCss(rules, new Set(['c:b']))).toBe('body{margin:0}.b{color:blue}@media (min-width:1px){.b{margin:1px}.b{padding:0}}');
  });
});

describe('placing a page’s styles', () => {
  const prefix = '/news/_astro/';
  const sheets: Record<string, string> = { 'base.css': 'body{margin:0}.top{color:red}.foot{color:blue}', 'list.css': '.item{padding:0}.item:not(.open){height:1px}' };
  const read = (href: string) => (href.startsWith(prefix) && sheets[href.slice(prefix.length)] !== undefined ? parseSheet(sheets[href.slice(prefix.length)]!) : null);
  const links = `<link rel="stylesheet" href="${prefix}base.css"><link rel="stylesheet" href="${prefix}list.css">`;
  const later = lateResources([`<link rel="stylesheet" href="${prefix}base.css">`, `<link rel="stylesheet" href="${prefix}list.css">`], []);
  const page = (head: string, body: string) => `<!DOCTYPE html><html><head><meta charset="utf-8">${head}<title>t</title></head><body>${body}</body></html>`;

  it('inlines the first screen’s rules where the first link stood, and links every sheet at the end of the body', () => {
    const html = page(links, `<header class="top">${'新闻'.repeat(400)}</header><ul><li class="item">x</li></ul><footer class="foot">f</footer>`);
    const placed = placeFirstScreenStyles(html, prefix, read);
    expect(placed.inlineStyle).toBe('body{margin:0}.top{color:red}');
    expect(placed.html).toBe(
      page(`<style>body{margin:0}.top{color:red}</style>`, `<header class="top">${'新闻'.repeat(400)}</header><ul><li class="item">x</li></ul><footer class="foot">f</footer>${later}`),
    );
  });

  it('moves the build’s module scripts, from head and body, after the stylesheets; inline and foreign scripts stay', () => {
    const own = (name: string) => `<script type="module" src="${prefix}${name}.js"></script>`;
    const foreign = '<script type="module" src="/elsewhere/x.js"></script>';
    const inline = '<script type="module">a()</script>';
    const placed = placeFirstScreenStyles(page(`${links}${own('Head')}${inline}`, `<p class="top">a</p>${own('Body')}${foreign}`), prefix, read);
    const links2 = [`<link rel="stylesheet" href="${prefix}base.css">`, `<link rel="stylesheet" href="${prefix}list.css">`];
    expect(placed.html).toBe(page(`<style>${placed.inlineStyle}</style>${inline}`, `<p class="top">a</p>${foreign}${lateResources(links2, [own('Head'), own('Body')])}`));
  });

  it('folds Astro’s island style into the one inline style', () => {
    const island = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';
    const placed = placeFirstScreenStyles(page(links + island, '<p class="top">a</p>'), prefix, read);
    expect(placed.inlineStyle).toBe('astro-island,astro-slot,astro-static-slot{display:contents}body{margin:0}.top{color:red}');
    expect(placed.html).not.toContain(island);
    expect(placed.html.match(/<style>/g)).toHaveLength(1);
  });

  it.each([
    ['light', ':root{--bg:#fff}'],
    ['dark', ':root{--bg:#fff}:root[data-theme=dark]{--bg:#000}'],
    ['grey', ':root{--bg:#fff}:root[data-theme=grey]{filter:grayscale()}'],
  ])('inlines the rules of the page’s own theme only (%s)', (theme, css) => {
    const themed: Record<string, string> = { 'base.css': ':root{--bg:#fff}:root[data-theme=dark]{--bg:#000}:root[data-theme=grey]{filter:grayscale()}' };
    const readThemed = (href: string) => (href === `${prefix}base.css` ? parseSheet(themed['base.css']!) : null);
    const html = `<!DOCTYPE html><html data-theme="${theme}"><head><link rel="stylesheet" href="${prefix}base.css"></head><body><p>a</p></body></html>`;
    expect(placeFirstScreenStyles(html, prefix, readThemed).inlineStyle).toBe(css);
  });

  it.each([
    ['named by an inline rule', '.top{animation:spin 1s}@keyframes spin{to{opacity:0}}', '.top{animation:spin 1s}@keyframes spin{to{opacity:0}}'],
    ['named only by a rule left out', '.top{color:red}.later{animation:spin 1s}@keyframes spin{to{opacity:0}}', '.top{color:red}'],
    ['prefixed, named', '.top{animation:fade 1s}@-webkit-keyframes fade{to{opacity:0}}', '.top{animation:fade 1s}@-webkit-keyframes fade{to{opacity:0}}'],
  ])('a @keyframes goes inline only when an inline rule names it: %s', (_name, sheet, css) => {
    const rules = parseSheet(sheet)!;
    expect(firstScreenCss(rules, new Set(['c:top']))).toBe(css);
  });

  it('inlines everything a short page uses', () => {
    const placed = placeFirstScreenStyles(page(links, '<p class="top">a</p><li class="item">b</li>'), prefix, read);
    expect(placed.inlineStyle).toBe('body{margin:0}.top{color:red}.item{padding:0}.item:not(.open){height:1px}');
  });

  it.each([
    ['no stylesheet', page('', '<p class="top">a</p>')],
    ['only sheets of another origin or folder', page('<link rel="stylesheet" href="https://cdn.example/x.css"><link rel="stylesheet" href="/news/noscript.css">', '<p>a</p>')],
    ['a sheet the server does not know', page(`${links}<link rel="stylesheet" href="${prefix}gone.css">`, '<p>a</p>')],
    ['no body', '<html><head><link rel="stylesheet" href="/news/_astro/base.css"></head></html>'],
    ['a link in the body only', page('', `<p>a</p>${links}`)],
  ])('leaves a page as it is with %s', (_name, html) => {
    expect(placeFirstScreenStyles(html, prefix, read)).toEqual({ html, inlineStyle: null });
  });

  it('parses each of the build’s sheets once, and refuses one that is missing or cannot go inside <style>', () => {
    // The server's source: the built files it holds, by URL path (staticFiles.bodyOf).
    const built = new Map([
      [`${prefix}a.css`, '.a{color:red}'],
      [`${prefix}evil.css`, '.a{content:"</style><script>"}'],
    ]);
    const reader = createSheetReader((href) => built.get(href) ?? null);
    expect(reader(`${prefix}a.css`)?.map((rule) => rule.text)).toEqual(['.a{color:red}']);
    built.set(`${prefix}a.css`, '.b{color:red}');
    expect(reader(`${prefix}a.css`)?.map((rule) => rule.text)).toEqual(['.a{color:red}']);
    expect(reader(`${prefix}evil.css`)).toBeNull();
    expect(reader(`${prefix}missing.css`)).toBeNull();
    expect(reader(`${prefix}../a.css`)).toBeNull();
    expect(reader('/elsewhere/a.css')).toBeNull();
  });
});
