import { describe, expect, it } from 'vitest';
import { SHARE_TARGET_CHANNEL, shareTargetUrl, type ShareContent } from '../../../src/lib/shareTargets.ts';

const PAGE = 'https://news.example.test/app/newsDetail/306/1001.html?isShare=true';
const PIC = 'https://img.example.test/a 1.jpg';
const base: ShareContent = { url: PAGE, title: '标题 & more', description: '摘要', image: PIC };

const query = (href: string | null) => (href ? Object.fromEntries(new URL(href).searchParams) : null);

describe('share target addresses', () => {
  it.each([
    ['weibo', base, { url: PAGE, title: '标题 & more', pic: PIC }],
    ['qq', base, { url: PAGE, title: '标题 & more', desc: '摘要', pics: PIC }],
    // Title cut by bytes: 3 configured characters are 6 bytes, a Chinese character costs 2.
    ['weibo', { ...base, title: '一二三四五', titleMaxCount: 3 }, { url: PAGE, title: '一二三', pic: PIC }],
    ['qq', { ...base, title: 'ab一二三', titleMaxCount: 2 }, { url: PAGE, title: 'ab一', desc: '摘要', pics: PIC }],
    // Description: whitespace collapsed, at most 100 characters.
    ['qq', { ...base, description: ` a\n\n b\u3000c ${'长'.repeat(200)}` }, { url: PAGE, title: '标题 & more', desc: `a b c ${'长'.repeat(94)}`, pics: PIC }],
    ['weibo', { ...base, title: '多行\n标题' }, { url: PAGE, title: '多行 标题', pic: PIC }],
    // A picture that is not an absolute http(s) URL is left out.
    ['weibo', { ...base, image: 'javascript:alert(1)' }, { url: PAGE, title: '标题 & more', pic: '' }],
    ['qq', { ...base, image: '' }, { url: PAGE, title: '标题 & more', desc: '摘要', pics: '' }],
  ] as const)('%s %#', (target, content, expected) => {
    expect(query(shareTargetUrl(target, content))).toEqual(expected);
  });

  it('encodes every value inside the fixed https address', () => {
    const href = shareTargetUrl('weibo', { ...base, title: 'a&b=c#d?e' });
    expect(href).toBe(`https://service.weibo.com/share/share.php?url=${encodeURIComponent(PAGE)}&title=a%26b%3Dc%23d%3Fe&pic=${encodeURIComponent(PIC)}`);
    expect(shareTargetUrl('qq', base)).toMatch(/^https:\/\/connect\.qq\.com\/widget\/shareqq\/index\.html\?url=https%3A%2F%2F/);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', '/relative/page.html', '', 'http:evil'])('no link for the page address %j', (url) => {
    expect(shareTargetUrl('weibo', { ...base, url })).toBeNull();
    expect(shareTargetUrl('qq', { ...base, url })).toBeNull();
  });

  it('never starts with anything but https, whatever the texts say', () => {
    for (const text of ['javascript:alert(1)', '"><script>', '\u2028\u0000']) {
      for (const target of ['weibo', 'qq'] as const) {
        expect(shareTargetUrl(target, { ...base, title: text, description: text, image: text })).toMatch(/^https:\/\/(service\.weibo\.com|connect\.qq\.com)\//);
      }
    }
  });

  it('channels of SPEC §9', () => {
    expect(SHARE_TARGET_CHANNEL).toEqual({ wechat: 1, timeline: 2, weibo: 3, qq: 4 });
  });
});
