import { describe, expect, it } from 'vitest';
import { compactHeadingLevels, sanitiseArticleHtml } from '../../../src/articleHtml/sanitiseArticleHtml.ts';
import { figureHtml, imageSizeHint, resolveContentPlaceholders } from '../../../src/lib/contentHtml.ts';

/** Hostile content must come out inert: nothing that runs, loads a frame, or styles the page. */
const HOSTILE: Array<[string, string]> = [
  ['script element', '<p>a</p><script>alert(1)</script><p>b</p>'],
  ['script inside body document', '<html><head><script>alert(1)</script><title>t</title></head><body><p>x</p></body></html>'],
  ['onerror attribute', '<img src="https://e.test/x.jpg" onerror="alert(1)">'],
  ['onclick on a link', '<a href="https://e.test" onclick="alert(1)">go</a>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript: with entities', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['data: link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['iframe', '<iframe src="https://evil.test"></iframe>'],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['style attribute', '<p style="position:fixed;top:0">x</p>'],
  ['style element', '<style>body{display:none}</style><p>x</p>'],
  ['form', '<form action="https://evil.test"><input name="p"><button>go</button></form>'],
  ['svg with script', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>'],
  ['javascript: video poster', '<video src="javascript:alert(1)" poster="javascript:alert(1)"></video>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.test">'],
  ['base href', '<base href="https://evil.test/">'],
];

describe('sanitiseArticleHtml', () => {
  it.each(HOSTILE)('%s is rendered inert', (_name, html) => {
    const out = sanitiseArticleHtml(html);
    expect(out).not.toMatch(/<script|<iframe|<object|<embed|<form|<input|<style|<svg|<meta|<base/i);
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/style=/i);
    expect(out).not.toMatch(/javascript:|data:text/i);
    expect(out).not.toContain('alert(1)');
  });

  it('keeps text, links (with rel), tables in a scroll wrapper and lazy images', () => {
    const out = sanitiseArticleHtml(
      '<h1>T</h1><p>Hello <a href="https://e.test/a" target="_top">x</a></p><table><tr><td colspan="2">c</td></tr></table><img src="https://e.test/p.jpg" width="800" height="450">',
    );
    expect(out).toContain('<h2>T</h2>');
    expect(out).toContain('<a rel="noopener noreferrer" href="https://e.test/a">x</a>');
    expect(out).toContain('<div class="table-scroll" tabindex="0"><table>');
    expect(out).toContain('<td colspan="2">c</td>');
    expect(out).toMatch(/<img src="https:\/\/e.test\/p.jpg" alt="" width="800" height="450" class="content-img" loading="lazy" decoding="async" \/>/);
  });

  it('takes WeChat lazy images from data-src and marks unsized images', () => {
    const out = sanitiseArticleHtml('<img data-src="https://mmbiz.test/a.jpg" class="rich_pages">');
    expect(out).toContain('src="https://mmbiz.test/a.jpg"');
    expect(out).toContain('class="content-img is-unsized"');
    expect(out).not.toContain('rich_pages');
  });

  it('drops images without a usable source and foreign classes', () => {
    expect(sanitiseArticleHtml('<img src="javascript:alert(1)">')).toBe('');
    expect(sanitiseArticleHtml('<p class="evil">x</p>')).toBe('<p>x</p>');
  });
});

/**
 * Unclosed SVG and MathML: a browser leaves foreign content at the first HTML block or phrase tag
 * (or `</p>`), so the article goes on after it. The sanitiser must show that rest too, drop the
 * foreign part, and still let nothing run.
 */
const UNCLOSED_FOREIGN: Array<[string, string, string[]]> = [
  ['svg before paragraphs', '<p>a</p><svg><circle r="4"><p>b</p><p>c</p>', ['<p>a</p>', '<p>b</p>', '<p>c</p>']],
  ['math before paragraphs', '<p>a</p><math><mi>x</mi><p>b</p>', ['<p>a</p>', '<p>b</p>']],
  ['svg before a heading, list and table', '<svg viewBox="0 0 1 1"><g><path d="M0 0"/><h2>H</h2><ul><li>i</li></ul><table><tr><td>t</td></tr></table>', ['<h2>H</h2>', '<li>i</li>', '<td>t</td>']],
  ['svg inside a paragraph', '<p>a<svg><text>label</text></p><p>after</p>', ['<p>a</p>', '<p>after</p>']],
  ['svg left open by an end tag', '<div><svg><rect></div><p>after</p>', ['<p>after</p>']],
  ['nested foreign roots', '<svg><g><math><mi>x</mi><p>after</p>', ['<p>after</p>']],
  ['upper-case tags', '<P>a</P><SVG><G><P>after</P>', ['<p>a</p>', '<p>after</p>']],
  [
    'images and links after it',
    '<svg><a href="https://e.test">in svg</a><img src="https://e.test/p.jpg"><p><a href="https://e.test/x">link</a></p>',
    ['src="https://e.test/p.jpg"', '<a rel="noopener noreferrer" href="https://e.test/x">link</a>'],
  ],
  ['a closed svg is still dropped whole', '<p>a</p><svg><text>label</text></svg><p>after</p>', ['<p>a</p><p>after</p>']],
  ['HTML inside foreignObject stays with its closed svg', '<svg><foreignObject><p>inside</p></foreignObject></svg><p>after</p>', ['<p>after</p>']],
];

/** Unclosed foreign content around scripts and handlers: still nothing that runs. */
const UNCLOSED_HOSTILE: Array<[string, string]> = [
  ['script inside the unclosed svg', '<svg><script>alert(1)</script><p>after</p>'],
  ['script after the way out', '<svg><p>after</p><script>alert(1)</script>'],
  ['handler on the tag that leaves', '<svg><img src="https://e.test/p.jpg" onerror="alert(1)"><p>after</p>'],
  ['svg style then markup', '<svg><style>p{}</style><p>after</p><a href="javascript:alert(1)">x</a>'],
  ['foreign CDATA hiding markup', '<svg><![CDATA[<p>]]><script>alert(1)</script><p>after</p>'],
  ['comment hiding markup', '<svg><!-- <p> --><script>alert(1)</script><p>after</p>'],
  ['attribute hiding markup', '<svg><g title="<p>"><script>alert(1)</script><p>after</p>'],
  ['textarea in svg', '<svg><p>after</p><textarea><img src=x onerror=alert(1)></textarea>'],
  ['math with an unclosed annotation', '<math><annotation-xml encoding="text/html"><p>x</p><script>alert(1)</script>'],
];

describe('sanitiseArticleHtml: unclosed svg and math', () => {
  it.each(UNCLOSED_FOREIGN)('%s: what follows survives', (_name, html, kept) => {
    const out = sanitiseArticleHtml(html);
    for (const part of kept) expect(out).toContain(part);
    expect(out).not.toMatch(/<svg|<math|<g\b|<circle|<path|<rect|<mi\b|<text\b|<foreignobject/i);
    expect(out).not.toMatch(/label|in svg|inside/);
  });

  it.each(UNCLOSED_HOSTILE)('%s is rendered inert', (_name, html) => {
    const out = sanitiseArticleHtml(html);
    expect(out).not.toMatch(/<script|<svg|<math|<textarea|<style/i);
    expect(out).not.toMatch(/\son\w+\s*=/i);
    expect(out).not.toMatch(/javascript:/i);
    expect(out).not.toContain('alert(1)');
  });

  it('an svg script is markup, not text, so a tag in it leaves the svg, as in a browser; the rest is plain text', () => {
    expect(sanitiseArticleHtml('<svg><script>"<p>"; alert(1)</script><p>after</p>')).toBe('<p>"; alert(1)</p><p>after</p>');
  });

  it('keeps a long article after an unclosed svg near its start', () => {
    const rest = Array.from({ length: 200 }, (_, i) => `<p>段落 ${i}</p>`).join('');
    expect(sanitiseArticleHtml(`<p>开头</p><svg width="10"><rect width="10" height="10">${rest}`)).toBe(`<p>开头</p>${rest}`);
  });
});

describe('placeholders', () => {
  const groups = [
    {
      ref: '<!--IMAGES#1-->',
      imagearray: [
        { ref: '<!--IMAGEARRAY#0-->', summary: 'A "quoted" <b>caption</b>', imageUrl: 'https://e.test/a_800x450.jpg', imageStyle: '' },
        { ref: '<!--IMAGEARRAY#1-->', summary: '', imageUrl: 'https://e.test/b.jpg', imageStyle: ' data-w="1280" data-ratio="0.5625" style="x"' },
      ],
    },
  ];

  it('resolves single pictures and groups, escapes captions, drops unknown placeholders', () => {
    const { html } = resolveContentPlaceholders('<p><!--IMAGEARRAY#0--></p><p><!--IMAGES#1--></p><!--IMAGEARRAY#9--><!--VIDEO#0-->', {
      groups,
      pictures: [],
      audio: [],
      video: [],
      alt: 'Title',
    });
    expect(html.match(/<figure/g)?.length).toBe(3);
    expect(html).toContain('width="800" height="450"');
    expect(html).toContain('width="1280" height="720"');
    expect(html).toContain('&lt;b&gt;caption&lt;/b&gt;');
    expect(html).not.toContain('<!--');
    const safe = sanitiseArticleHtml(html);
    expect(safe).toContain('<figcaption>A "quoted" &lt;b&gt;caption&lt;/b&gt;</figcaption>');
    expect(safe).not.toContain('<p></p>');
  });

  it('places audio clips inline', () => {
    const { html, placedRefs } = resolveContentPlaceholders('<p><!--AUDIO#0--></p>', {
      groups: [],
      pictures: [],
      audio: [{ ref: '<!--AUDIO#0-->', url: 'https://e.test/a.mp3', title: 'Clip', poster: '', duration: '00:06' }],
      video: [],
      alt: '',
    });
    expect(placedRefs.has('<!--AUDIO#0-->')).toBe(true);
    expect(sanitiseArticleHtml(html)).toContain('<audio src="https://e.test/a.mp3" controls preload="none"></audio><figcaption>Clip · 00:06</figcaption>');
  });

  it('size hints never trust absurd values', () => {
    expect(imageSizeHint('https://e.test/x_99999x10.jpg')).toBeNull();
    expect(imageSizeHint('https://e.test/x.jpg')).toBeNull();
    expect(figureHtml({ ref: '', summary: '', imageUrl: 'https://e.test/x.jpg" onerror="x' }, 'alt')).not.toContain('" onerror');
  });
});

describe('compactHeadingLevels', () => {
  it.each([
    ['<h3>a</h3><p>x</p>', '<h2>a</h2><p>x</p>'],
    ['<h2>a</h2><h4>b</h4>', '<h2>a</h2><h3>b</h3>'],
    ['<h3>a</h3><h5>b</h5><h3>c</h3>', '<h2>a</h2><h3>b</h3><h2>c</h2>'],
    ['<h2>a</h2><h3>b</h3>', '<h2>a</h2><h3>b</h3>'],
    ['<p>no headings</p>', '<p>no headings</p>'],
    ['<header>kept</header><hr>', '<header>kept</header><hr>'],
  ])('%s → %s', (input, expected) => {
    expect(compactHeadingLevels(input)).toBe(expected);
  });

  it('turns the content h1 into h2 after sanitising', () => {
    expect(sanitiseArticleHtml('<h1>t</h1><h4>s</h4>')).toBe('<h2>t</h2><h3>s</h3>');
  });
});

describe('what the source hid stays hidden (a WeChat page pasted whole)', () => {
  it.each([
    ['display:none on a block, with all it holds', '<p>正文</p><div style="display:none"><p>微信版本过低 <b>前往更新</b></p></div>', '<p>正文</p>'],
    ['display: none with spaces and !important', '<p>正文</p><div style="color:red; display : none !important;">确定删除回复吗？</div>', '<p>正文</p>'],
    ['visibility:hidden', '<p>正文</p><p style="visibility:hidden">微信扫一扫 关注该公众号</p>', '<p>正文</p>'],
    ['the hidden attribute', '<p>正文</p><section hidden><span>长按识别前往小程序</span></section>', '<p>正文</p>'],
    ['a hidden link', '<p>正文<a href="https://mp.weixin.qq.com" style="display:none">前往更新</a></p>', '<p>正文</p>'],
    ['a hidden image', '<p>正文</p><img src="https://example.com/qr.png" style="display:none">', '<p>正文</p>'],
    ['a hidden table cell', '<table><tr><td>甲</td><td style="display:none">乙</td></tr></table>', '<div class="table-scroll" tabindex="0"><table><tr><td>甲</td></tr></table></div>'],
    ['a visible style is no reason to drop', '<p style="display:block;color:red">可见</p>', '<p>可见</p>'],
    ['display:none-ish words elsewhere are no reason either', '<p style="font-family:display">可见</p>', '<p>可见</p>'],
    ['aria-hidden is shown (it hides from screen readers, not from the eye)', '<p aria-hidden="true">可见</p>', '<p>可见</p>'],
  ])('%s', (_name, html, expected) => {
    expect(sanitiseArticleHtml(html)).toBe(expected);
  });
});
