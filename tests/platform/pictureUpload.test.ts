/**
 * Comment pictures the way the real platform takes them (docs/decisions/160): each picture through
 * app_if `upload` (multipart, one picture, for the accesstoken's member), then `discuss`
 * form-encoded with the answered URLs as repeated `imgUrl`. Foreign URLs, other members' uploads
 * and files inside discuss are refused with a 4xx, never a 500, and a refused upload leaves nothing
 * on disk. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { FILES_NOT_TAKEN, IMAGE_TYPE_REFUSED, TOO_MANY_IMAGES, UNKNOWN_IMAGE } from '../../src/platform/comments/commentImages.ts';
import { comments, uploads } from '../../src/platform/db/schema.ts';
import { LOGIN_FIRST } from '../../src/platform/identity/readerClaim.ts';
import { IMAGE_POLYGLOT, IMAGE_TOO_MANY_PIXELS, IMAGE_UNREADABLE } from '../../src/platform/media/imageChecks.ts';
import { UPLOAD_TOO_LARGE } from '../../src/platform/media/storedUploads.ts';
import { NO_PICTURE, ONE_PICTURE_A_CALL } from '../../src/platform/routes/base/uploadRoutes.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { loginAs, q } from './memberClient.ts';
import { formCall, multipartCall, uploadedUrl, uploadPicture } from './pictureClient.ts';
import { picture, pngBomb, pngWithText, TINY_PNG } from './imageSamples.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const ARTICLE = String(DEMO_IDS.articles.news);

describeOnEachBackend('comment pictures through upload', (p) => {
  let alice: { uid: string; accessToken: string };
  let bob: { uid: string; accessToken: string };
  const filesOnDisk = () => {
    try {
      return readdirSync(path.join(p.platform.context.mediaDir, 'uploads')).sort();
    } catch {
      return [];
    }
  };
  const uploadRows = async () => (await p.platform.context.db.select({ n: count() }).from(uploads))[0]!.n;
  const commentRows = async (memberId: string) =>
    (
      await p.platform.context.db
        .select({ n: count() })
        .from(comments)
        .where(eq(comments.memberId, Number(memberId)))
    )[0]!.n;

  beforeAll(async () => {
    alice = await loginAs(p, '13800000008');
    bob = await loginAs(p, '13800000009');
  });

  it('upload answers the picture as the upload group does; discuss takes its URLs form-encoded, as imgUrl and imgUrl[]', async () => {
    const first = await uploadPicture(p, alice.accessToken, await picture('png', 12, 9), 'street.png');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 0, message: 'success', data: { kind: 'image', mime: 'image/png', fileName: 'street.png' } });
    expect(first.body.data.url).toMatch(new RegExp(`^${p.origin}/platform-media/uploads/[0-9a-f]{32}\\.png$`));
    expect((await fetch(first.body.data.url)).headers.get('content-type')).toMatch(/^image\/png/);
    const second = await uploadedUrl(p, alice.accessToken, await picture('jpeg', 10, 10), 'b.jpg');
    const posted = await formCall(p, 'discuss', alice.accessToken, { rootID: ARTICLE, content: '两张图' }, [first.body.data.url]);
    expect(posted).toEqual({ status: 200, body: { status: 0, message: 'success', data: { value: 'true' } } });
    // The author sees a comment under review; its attachments are the uploaded URLs, in order.
    const mine = (await p.call(q(`discussView?id=${ARTICLE}`), { headers: { accesstoken: alice.accessToken } })).body.data.list.find((c: { content: string }) => c.content === '两张图');
    expect(mine.attachments.map((a: { url: string }) => a.url)).toEqual([first.body.data.url]);
    const bracketed = await formCall(p, 'discuss', alice.accessToken, { rootID: ARTICLE, content: '方括号' }, [second, first.body.data.url], 'imgUrl[]');
    expect(bracketed.body.data).toEqual({ value: 'true' });
    const again = (await p.call(q(`discussView?id=${ARTICLE}`), { headers: { accesstoken: alice.accessToken } })).body.data.list.find((c: { content: string }) => c.content === '方括号');
    expect(again.attachments.map((a: { url: string }) => a.url)).toEqual([second, first.body.data.url]);
  });

  it('discuss refuses what upload did not answer to this member, and files inside itself: a 4xx, no comment', async () => {
    const mine = await uploadedUrl(p, alice.accessToken, await picture('png', 7, 5));
    const bobs = await uploadedUrl(p, bob.accessToken, await picture('png', 5, 7));
    const path = new URL(mine).pathname;
    const cases: [string, string[], number, string][] = [
      ['another host', [`https://evil.example${path}`], 400, UNKNOWN_IMAGE],
      ['a look-alike host', [`${p.origin}.evil.example${path}`], 400, UNKNOWN_IMAGE],
      ['media that is not an upload', [`${p.origin}/platform-media/site-logo.png`], 400, UNKNOWN_IMAGE],
      ['an upload path never uploaded', [`${p.origin}/platform-media/uploads/${'0'.repeat(32)}.png`], 400, UNKNOWN_IMAGE],
      ['a path that climbs', [`${p.origin}/platform-media/uploads/../uploads/${path.split('/').pop()}`], 400, UNKNOWN_IMAGE],
      ["another member's upload", [bobs], 400, UNKNOWN_IMAGE],
      ['one good, one of another member', [mine, bobs], 400, UNKNOWN_IMAGE],
      ['ten pictures', Array.from({ length: 10 }, () => mine), 400, TOO_MANY_IMAGES],
    ];
    const before = await commentRows(alice.uid);
    for (const [name, urls, status, message] of cases) {
      const answer = await formCall(p, 'discuss', alice.accessToken, { rootID: ARTICLE, content: `拒绝 ${name}` }, urls);
      expect([name, answer.status, answer.body]).toEqual([name, status, { status: -1, message, data: {} }]);
    }
    const withFile = await multipartCall(p, 'discuss', alice.accessToken, { rootID: ARTICLE, content: '文件' }, [{ name: 'a.png', bytes: TINY_PNG }]);
    expect([withFile.status, withFile.body.message]).toEqual([415, FILES_NOT_TAKEN]);
    expect(await commentRows(alice.uid)).toBe(before);
    // Bob's own upload is his to use.
    expect((await formCall(p, 'discuss', bob.accessToken, { rootID: ARTICLE, content: '我的图' }, [bobs])).body.data).toEqual({ value: 'true' });
  });

  it('upload refuses with a 4xx, never a 500, and a refusal leaves no file and no row', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(TINY_PNG);
    const png = await picture('png', 6, 6);
    const cases: [string, () => Promise<{ status: number; body: any }>, number, string][] = [
      ['no login', () => uploadPicture(p, null, png), 401, LOGIN_FIRST],
      ['no file', () => multipartCall(p, 'upload', alice.accessToken, { note: 'x' }, []), 400, NO_PICTURE],
      ['a form, not multipart', () => formCall(p, 'upload', alice.accessToken, { file: 'x' }), 400, NO_PICTURE],
      [
        'two pictures',
        () =>
          multipartCall(p, 'upload', alice.accessToken, {}, [
            { name: 'a.png', bytes: png },
            { name: 'b.png', bytes: TINY_PNG },
          ]),
        400,
        ONE_PICTURE_A_CALL,
      ],
      ['text named .jpg', () => uploadPicture(p, alice.accessToken, new TextEncoder().encode('not a picture'), 'a.jpg'), 415, IMAGE_TYPE_REFUSED],
      ['an SVG', () => uploadPicture(p, alice.accessToken, new TextEncoder().encode('<svg onload=alert(1)>'), 'a.svg'), 415, IMAGE_TYPE_REFUSED],
      ['a polyglot', () => uploadPicture(p, alice.accessToken, pngWithText(TINY_PNG, '<script>alert(1)</script>')), 415, IMAGE_POLYGLOT],
      ['cut short', () => uploadPicture(p, alice.accessToken, TINY_PNG.subarray(0, 40)), 415, IMAGE_UNREADABLE],
      ['a pixel bomb', () => uploadPicture(p, alice.accessToken, pngBomb(50_000, 50_000)), 413, IMAGE_TOO_MANY_PIXELS],
      ['over 5 MB', () => uploadPicture(p, alice.accessToken, big), 413, UPLOAD_TOO_LARGE],
      ['a body over the request cap, cut off while it streams', () => uploadPicture(p, alice.accessToken, new Uint8Array(6 * 1024 * 1024)), 413, UPLOAD_TOO_LARGE],
    ];
    const [files, rows] = [filesOnDisk(), await uploadRows()];
    for (const [name, send, status, message] of cases) {
      const answer = await send();
      expect([name, answer.status, answer.body.status, answer.body.message]).toEqual([name, status, -1, message]);
    }
    expect(filesOnDisk()).toEqual(files);
    expect(await uploadRows()).toBe(rows);
  });
});
