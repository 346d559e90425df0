/**
 * Media and redirects (docs/decisions/142): getPortrait sends a reader only to the platform's own
 * media or an allowed avatar host, whatever a row holds; thirdLogin stores nothing else; every
 * media answer carries nosniff and a restrictive CSP, and pictures, HLS, audio, PDFs and the H5
 * page still load. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../../src/platform/db/schema.ts';
import { allowedAvatar, avatarHosts, DEFAULT_AVATAR_HOSTS } from '../../src/platform/identity/avatarUrl.ts';
import { MEDIA_CSP } from '../../src/platform/media/createMediaApp.ts';
import { ssoCall, vouchForWechat } from './ssoClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const OWN = 'http://127.0.0.1:4321';
const DEFAULT_PICTURE = /\/platform-media\/images\/default-user_120x120\.jpg$/;

describe('allowedAvatar', () => {
  it.each([
    ['the seed’s own media path', '/platform-media/images/member-101_120x120.jpg', '/platform-media/images/member-101_120x120.jpg'],
    ['an absolute URL of the own media, kept as its path', `${OWN}/platform-media/images/default-user_120x120.jpg`, '/platform-media/images/default-user_120x120.jpg'],
    ['WeChat’s avatar host', 'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132', 'https://thirdwx.qlogo.cn/mmopen/vi_32/abc/132'],
    ['javascript:', 'javascript:alert(document.cookie)', ''],
    ['data:', 'data:text/html,<script>alert(1)</script>', ''],
    ['a foreign host', 'https://evil.example/a.png', ''],
    ['a foreign host behind credentials', 'https://thirdwx.qlogo.cn@evil.example/a.png', ''],
    ['credentials on an allowed host', 'https://user:pw@thirdwx.qlogo.cn/a.png', ''],
    ['a scheme-relative URL', '//evil.example/a.png', ''],
    ['the own origin outside the media path', `${OWN}/app_if/getConfig`, ''],
    ['a dot segment out of the media path', '/platform-media/../app_if/getConfig', ''],
    ['an encoded dot segment on the own origin', `${OWN}/platform-media/%2e%2e/app_if/getConfig`, ''],
    ['a look-alike host', 'https://thirdwx.qlogo.cn.evil.example/a.png', ''],
    ['empty', '', ''],
  ])('%s', (_case, head, expected) => {
    expect(allowedAvatar(head, OWN, DEFAULT_AVATAR_HOSTS)).toBe(expected);
  });

  it('PLATFORM_AVATAR_HOSTS replaces the WeChat default', () => {
    expect(avatarHosts(undefined)).toEqual(DEFAULT_AVATAR_HOSTS);
    expect(avatarHosts(' Avatars.Example.com , cdn.example.org,')).toEqual(['avatars.example.com', 'cdn.example.org']);
    expect(allowedAvatar('https://cdn.example.org/a.png', OWN, avatarHosts('cdn.example.org'))).toBe('https://cdn.example.org/a.png');
    expect(allowedAvatar('https://thirdwx.qlogo.cn/a.png', OWN, avatarHosts('cdn.example.org'))).toBe('');
  });
});

describeOnEachBackend('portraits and media headers', (p) => {
  const portraitOf = async (uid: number) => {
    const answer = await fetch(`${p.origin}/app_if/amuc/api/member/getPortrait?uid=${uid}`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    return answer.headers.get('location') ?? '';
  };
  const storeHead = (uid: number, head: string) => p.platform.context.db.update(members).set({ head }).where(eq(members.id, uid));

  it.each([
    ['javascript:alert(1)', DEFAULT_PICTURE],
    ['https://evil.example/a.png', DEFAULT_PICTURE],
    ['//evil.example/a.png', DEFAULT_PICTURE],
    ['https://thirdwx.qlogo.cn/mmopen/a/132', /^https:\/\/thirdwx\.qlogo\.cn\/mmopen\/a\/132$/],
    ['/platform-media/images/member-107_120x120.jpg', /^http:\/\/127\.0\.0\.1:\d+\/platform-media\/images\/member-107_120x120\.jpg$/],
  ])('a stored head %s redirects to %s', async (head, expected) => {
    await storeHead(107, head);
    expect(await portraitOf(107)).toMatch(expected);
  });

  it('thirdLogin stores only an allowed avatar: another one shows the default picture', async () => {
    for (const [openid, head, stored] of [
      ['oAvatarScript01', 'javascript:alert(1)', ''],
      ['oAvatarForeign01', 'https://evil.example/a.png', ''],
      ['oAvatarWechat01', 'https://thirdwx.qlogo.cn/mmopen/b/132', 'https://thirdwx.qlogo.cn/mmopen/b/132'],
    ]) {
      await vouchForWechat(p, openid!);
      const login = await ssoCall(p, 'thirdLogin', { provider: 'tencent_wechat', oid: openid!, nickname: '微信读者', devid: `dev-${openid}`, unionid: '', head: head! });
      expect(login.body.code, openid).toBe(1);
      const uid = Number(login.body.value.uid);
      const [row] = await p.platform.context.db.select({ head: members.head }).from(members).where(eq(members.id, uid));
      expect(row!.head, openid).toBe(stored);
      expect(await portraitOf(uid)).toMatch(stored ? new RegExp(`^${stored}$`) : DEFAULT_PICTURE);
    }
  });

  it('nosniff and a restrictive CSP on every media answer; each kind still loads', async () => {
    for (const [file, type] of [
      ['/images/member-101_120x120.jpg', 'image/jpeg'],
      ['/video/demo.m3u8', 'application/vnd.apple.mpegurl'],
      ['/video/demo-0.m2ts', 'video/mp2t'],
      ['/audio/demo.mp3', 'audio/mpeg'],
      ['/h5/demo.html', 'text/html; charset=utf-8'],
      ['/images/never-seeded_800x450.jpg', 'text/plain; charset=UTF-8'],
    ] as const) {
      const answer = await fetch(`${p.origin}/platform-media${file}`);
      await answer.arrayBuffer();
      expect(answer.headers.get('content-type'), file).toBe(type);
      expect(answer.headers.get('x-content-type-options'), file).toBe('nosniff');
      expect(answer.headers.get('content-security-policy'), file).toBe(`${MEDIA_CSP}; sandbox`);
    }
    const ranged = await fetch(`${p.origin}/platform-media/audio/demo.mp3`, { headers: { range: 'bytes=0-99' } });
    expect([ranged.status, (await ranged.arrayBuffer()).byteLength, ranged.headers.get('x-content-type-options')]).toEqual([206, 100, 'nosniff']);
  });

  it('a PDF keeps a browser’s own viewer: the CSP without sandbox', async () => {
    const answer = await fetch(`${p.origin}/platform-media/docs/paper-1.pdf`);
    expect(new TextDecoder().decode((await answer.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
    expect([answer.headers.get('content-type'), answer.headers.get('x-content-type-options'), answer.headers.get('content-security-policy')]).toEqual(['application/pdf', 'nosniff', MEDIA_CSP]);
  });
});
