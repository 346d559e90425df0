import { describe, expect, it } from 'vitest';
import { asksToSaveData, decideLight } from '../../../src/lib/lightPages.ts';
import { lightenHtml } from '../../../src/lib/lightenHtml.ts';

describe('无图模式: who gets a light page (docs/decisions/153)', () => {
  it.each([
    // query, cookie, Save-Data, light?
    [null, undefined, undefined, false],
    [null, undefined, 'on', true],
    [null, undefined, ' ON ', true],
    [null, undefined, 'off', false],
    [null, undefined, 'yes', false],
    [null, undefined, ['on'], true],
    [null, 'on', undefined, true],
    [null, 'off', 'on', false],
    [null, 'garbage', 'on', true],
    [null, 'garbage', undefined, false],
    ['on', 'off', undefined, true],
    ['off', 'on', 'on', false],
    ['1', undefined, undefined, false],
    ['', 'on', undefined, true],
  ] as const)('query %j, cookie %j, Save-Data %j: light %j', (query, cookie, saveData, light) => {
    expect(decideLight({ query, cookie, saveData: saveData as string | string[] | undefined })).toBe(light);
  });

  it.each([
    ['on', true],
    ['On', true],
    ['on;x', false],
    ['', false],
    [null, false],
    [undefined, false],
  ] as const)('Save-Data %j asks to save data: %j', (header, expected) => {
    expect(asksToSaveData(header)).toBe(expected);
  });
});

const labels = { picture: '图片，轻点查看' };
const wrap = (main: string) =>
  `<html><head><link rel="icon" href="/a.svg"></head><body><header><img src="/logo.png" alt="Logo"></header><main id="main">${main}</main><footer><img src="/f.png" alt="f"></footer></body></html>`;

describe('lightenHtml: the pictures of <main> become placeholders, nothing else changes', () => {
  it('keeps the header and footer pictures (the site, not content) and every text and link', () => {
    const page = wrap('<p>正文 <a href="/x.html">链接</a></p><img src="http://m.test/platform-media/images/a_800x450.jpg" alt="码头" width="800" height="450" class="content-img">');
    const { html, omitted } = lightenHtml(page, labels);
    expect(html).toContain('<img src="/logo.png" alt="Logo">');
    expect(html).toContain('<img src="/f.png" alt="f">');
    expect(html).toContain('<p>正文 <a href="/x.html">链接</a></p>');
    expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).not.toContain('<img');
    expect(omitted).toEqual(['http://m.test/platform-media/images/a_800x450.jpg']);
  });

  it.each([
    [
      'a picture with alt text: a labelled link to it, its box kept',
      '<img src="/p.jpg?a=1&amp;b=2" alt="码头" width="800" height="450" class="content-img">',
      '<a class="pic-off content-img" href="/p.jpg?a=1&amp;b=2"><svg viewBox="0 0 800 450" aria-hidden="true"></svg><span class="pic-off-label">图片，轻点查看<span class="visually-hidden">: 码头</span></span></a>',
    ],
    [
      'a decoration (empty alt): the box alone',
      '<img class="comment-avatar" src="/a.jpg" alt="" width="64" height="64">',
      '<span class="pic-off comment-avatar"><svg viewBox="0 0 64 64" aria-hidden="true"></svg></span>',
    ],
    [
      'inside a link: a box that keeps its alt text as the link name, so links never nest',
      '<a href="/n.html"><img src="/t.jpg" alt="题图" width="224" height="168" data-astro-cid-abc>标题</a>',
      '<a href="/n.html"><span class="pic-off" data-astro-cid-abc><svg viewBox="0 0 224 168" aria-hidden="true"></svg><span class="visually-hidden">题图</span></span>标题</a>',
    ],
    [
      'inside a link, a decoration: the box alone',
      '<a href="/n.html"><img src="/t.jpg" alt="" width="224" height="168">标题</a>',
      '<a href="/n.html"><span class="pic-off"><svg viewBox="0 0 224 168" aria-hidden="true"></svg></span>标题</a>',
    ],
    [
      "the picture viewer's link to the picture's own file gives way to the tap-to-load placeholder",
      '<figure><a href="/p.jpg?w=1&amp;h=2" data-astro-cid-x><img src="/p.jpg?w=1&amp;h=2" alt="码头" width="800" height="450"></a></figure>',
      '<figure><a class="pic-off" href="/p.jpg?w=1&amp;h=2"><svg viewBox="0 0 800 450" aria-hidden="true"></svg><span class="pic-off-label">图片，轻点查看<span class="visually-hidden">: 码头</span></span></a></figure>',
    ],
    [
      'a link to another picture keeps its link',
      '<a href="/big.jpg"><img src="/small.jpg" alt="码头" width="8" height="4"></a>',
      '<a href="/big.jpg"><span class="pic-off"><svg viewBox="0 0 8 4" aria-hidden="true"></svg><span class="visually-hidden">码头</span></span></a>',
    ],
    [
      'inside a button',
      '<button type="button"><img src="/t.jpg" alt="x"></button>',
      '<button type="button"><span class="pic-off"><svg viewBox="0 0 16 9" aria-hidden="true"></svg><span class="visually-hidden">x</span></span></button>',
    ],
    ['no size: a 16:9 box; a hostile size is ignored', '<img src="/t.jpg" alt="" width="99999" height="-3">', '<span class="pic-off"><svg viewBox="0 0 16 9" aria-hidden="true"></svg></span>'],
    ['a video keeps its player and loses its poster', '<video controls poster="/poster.jpg" src="/v.mp4"></video>', '<video controls src="/v.mp4"></video>'],
    ['a video without a poster is left alone', '<video controls src="/v.mp4"></video>', '<video controls src="/v.mp4"></video>'],
  ])('%s', (_name, before, after) => {
    const { html } = lightenHtml(wrap(before), labels);
    expect(html).toBe(wrap(after));
  });

  it('names each left-out picture and poster once, in page order, unescaped', () => {
    const { omitted } = lightenHtml(wrap('<img src="/a.jpg?x=1&amp;y=2" alt=""><video poster="/p.jpg"></video><img src="/a.jpg?x=1&amp;y=2" alt=""><img alt="no src">'), labels);
    expect(omitted).toEqual(['/a.jpg?x=1&y=2', '/p.jpg']);
  });

  it('leaves a page without <main> as it is', () => {
    const page = '<html><body><img src="/a.jpg" alt="a"></body></html>';
    expect(lightenHtml(page, labels)).toEqual({ html: page, omitted: [] });
  });

  it('an unclosed link in hostile content does not leave later pictures unboxed', () => {
    const { html } = lightenHtml(wrap('</a></a><img src="/a.jpg" alt="a"><a href="/x"><img src="/b.jpg" alt="b">'), labels);
    expect(html).toContain('<a class="pic-off" href="/a.jpg">');
    expect(html.slice(html.indexOf('<main'), html.indexOf('</main>'))).not.toContain('<img');
  });
});
