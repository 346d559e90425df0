import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from '../../../src/catalogue/siteConfig.ts';
import { brandName, siteShellFrom } from '../../../src/context/siteShell.ts';
import { translator } from '../../../src/i18n/translate.ts';

const config = (raw: Record<string, unknown>) => v.parse(siteConfigSchema, raw);

describe('site shell: the download URL (SPEC §2), DOWNLOAD_URL over the config', () => {
  it.each<[string, Record<string, unknown>, string | null, string | null]>([
    ['the configured URL', { downloadUrl: 'https://app.example.com/get' }, null, 'https://app.example.com/get'],
    ['the environment overrides it', { downloadUrl: 'https://app.example.com/get' }, 'https://cdn.example.com/app', 'https://cdn.example.com/app'],
    ['the environment alone', {}, 'https://cdn.example.com/app', 'https://cdn.example.com/app'],
    ['an unusable override falls back to the config', { downloadUrl: 'https://app.example.com/get' }, 'javascript:alert(1)', 'https://app.example.com/get'],
    ['an empty override falls back to the config', { downloadUrl: 'https://app.example.com/get' }, '', 'https://app.example.com/get'],
    ['a hostile config URL is no URL', { downloadUrl: 'javascript:alert(1)' }, null, null],
    ['a relative config URL is no URL', { downloadUrl: '/download' }, null, null],
    ['none anywhere', {}, null, null],
    ['spaces around it are dropped', { downloadUrl: '  https://app.example.com/get ' }, null, 'https://app.example.com/get'],
  ])('%s', (_label, raw, override, expected) => {
    expect(siteShellFrom(config(raw), override).downloadUrl).toBe(expected);
  });

  it('without a config only the environment counts', () => {
    expect(siteShellFrom(null, 'https://cdn.example.com/app').downloadUrl).toBe('https://cdn.example.com/app');
    expect(siteShellFrom(null, null).downloadUrl).toBeNull();
  });
});

describe('site shell: the newspaper link, only for a configured valid http, https or ftp URL (SPEC §2, §5)', () => {
  it.each<[string, unknown, string | null]>([
    ['a paper page', 'https://paper.example.com/index.html', 'https://paper.example.com/index.html'],
    ['an ftp paper', 'ftp://files.example.com/paper.pdf', 'ftp://files.example.com/paper.pdf'],
    ['no paper configured', '', null],
    ['no _p_wap block', undefined, null],
    ['javascript', 'javascript:alert(1)', null],
    ['relative', '/paperSharePage.html', null],
    ['trimmed', ' https://paper.example.com/ ', 'https://paper.example.com/'],
  ])('%s', (_label, paperUrl, expected) => {
    expect(siteShellFrom(config(paperUrl === undefined ? {} : { _p_wap: { paperUrl } }), null).paperUrl).toBe(expected);
  });
});

describe('site config: the text-size step', () => {
  it.each<[string, Record<string, unknown>, number | null]>([
    ['configured', { siteConfig: { font: { step: 0.2 } } }, 0.2],
    ['as a string', { siteConfig: { font: { step: '0.15' } } }, 0.15],
    ['a font block without a step (the recorded one)', { siteConfig: { font: { list: [] } } }, null],
    ['no font block', { siteConfig: {} }, null],
    ['not a number', { siteConfig: { font: { step: 'big' } } }, null],
  ])('%s', (_label, raw, expected) => {
    expect(config(raw).fontStep).toBe(expected);
  });
});

describe("one brand: the newsroom's own name from getConfig, else the locale's generic name", () => {
  it.each<[string, Record<string, unknown> | null, string, string]>([
    ['the newsroom names itself', { siteName: '云溪新闻' }, 'cn', '云溪新闻'],
    ['the same name in every language', { siteName: '云溪新闻' }, 'en', '云溪新闻'],
    ['spaces around it are dropped', { siteName: '  云溪新闻 ' }, 'cn', '云溪新闻'],
    ['no name in the config', {}, 'cn', '新闻客户端'],
    ['an empty name', { siteName: '   ' }, 'en', translator('en')('site.name')],
    ['the platform unreachable', null, 'cn', '新闻客户端'],
    ['a name too long for a header is cut', { siteName: '长'.repeat(60) }, 'cn', '长'.repeat(40)],
  ])('%s', (_, raw, locale, expected) => {
    expect(brandName(siteShellFrom(raw ? config(raw) : null, null), translator(locale as 'cn'))).toBe(expected);
  });
});
