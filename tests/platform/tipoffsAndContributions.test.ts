/**
 * Tip-offs, contributions and the upload flow on app_if and the upload group (PLATFORM.md §5.1,
 * SPEC §3, §7): mamUploadAccessToken, then minio/upload (type by content, caps by kind, a total disk
 * cap), then consolidated/results; a tip-off with its uploads for the accesstoken's member, once per
 * form however many arrive at once; contributions in their review statuses, readable by their
 * author and, once passed, by anyone. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createUploadApp } from '../../src/platform/apps/createUploadApp.ts';
import { contributions, tipoffs } from '../../src/platform/db/schema.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { TINY_PNG } from './imageSamples.ts';
import { loginAs, q } from './memberClient.ts';
import { corpus, describeOnEachBackend } from './startTestPlatform.ts';

const K = DEMO_IDS.contributions;
const PNG = TINY_PNG;
const MP4 = Buffer.concat([Buffer.from('0000001866747970', 'hex'), Buffer.from('isom'), Buffer.alloc(32)]);
const MP3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(32)]);

describeOnEachBackend('tip-offs, contributions and uploads', (p) => {
  const as = (token: string | null, path: string, form?: Record<string, string>) => p.call(q(path), { ...(form ? { form } : {}), headers: token ? { accesstoken: token } : {} });
  const upload = async (bytes: Uint8Array, name: string, token?: string) => {
    const form = new FormData();
    if (token) form.append('token', token);
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
    const response = await fetch(`${p.origin}/upload/minio/upload`, { method: 'POST', body: form });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('the upload flow: a token for members only, files told by content, video and audio only with the token, then the results', async () => {
    expect((await as(null, 'mamUploadAccessToken')).body.status).toBe(-1);
    const { accessToken } = await loginAs(p, '13800000005');
    const grant = (await as(accessToken, 'mamUploadAccessToken')).body.data;
    expect(grant.token).toMatch(/^\d+\.\d{13}\./);
    const cases: [Uint8Array, string, string | undefined, number, string | null][] = [
      [PNG, 'a.png', undefined, 200, 'image'],
      [PNG, 'b.png', grant.token, 200, 'image'],
      [MP4, 'clip.mp4', undefined, 401, null],
      [MP4, 'clip.mp4', grant.token, 200, 'video'],
      [MP3, 'voice.mp3', grant.token, 200, 'audio'],
      [Buffer.from('<?php echo 1; ?>'), 'a.jpg', grant.token, 415, null],
      [PNG, 'a.png', `${grant.token}x`, 401, null],
      [PNG, 'a.png', '1.1700000000000.forgedforgedforgedforgedforgedforgedforgedxxxx', 401, null],
    ];
    const ids: number[] = [];
    for (const [bytes, name, token, status, kind] of cases) {
      const answer = await upload(bytes, name, token);
      expect(answer.status, `${name} ${token ? 'with' : 'without'} token`).toBe(status);
      if (kind) {
        expect(answer.body.data.kind).toBe(kind);
        // The anonymous picture is not the token's: results leave it out (tests/platform/uploadOwnership.test.ts).
        if (token) ids.push(answer.body.data.id);
      } else expect(answer.body.status).toBe(-1);
    }
    const video = new Uint8Array(11 * 1024 * 1024);
    video.set(MP4);
    expect((await upload(video, 'long.mp4', grant.token)).status).toBe(413);
    const results = await fetch(`${p.origin}/upload/consolidated/results`, { method: 'POST', body: new URLSearchParams({ token: grant.token, ids: ids.join(',') }) });
    const listed = ((await results.json()) as any).data.list;
    expect(listed.map((entry: { kind: string }) => entry.kind).sort()).toEqual(['audio', 'image', 'video']);
    expect((await fetch(listed.find((e: { kind: string }) => e.kind === 'video').url)).headers.get('content-type')).toBe('video/mp4');
    const refused = await fetch(`${p.origin}/upload/consolidated/results`, { method: 'POST', body: new URLSearchParams({ token: 'nope', ids: '1' }) });
    expect(refused.status).toBe(401);
  });

  it('refuses uploads past the total disk cap (507) before writing anything', async () => {
    const small = createUploadApp(p.platform.context, { diskCapBytes: 1, anonymousCapBytes: 1 });
    const form = new FormData();
    form.append('file', new Blob([PNG]), 'a.png');
    const response = await small.request('/minio/upload', { method: 'POST', body: form });
    expect(response.status).toBe(507);
  });

  it('a tip-off with a picture and a video: once per form under a burst, shown to its author by tipoffDetail without the contact number', async () => {
    const recorded = corpus('tipoff')?.[0]?.response;
    if (recorded) expect(recorded.data).toEqual({ value: 'true' });
    const { accessToken } = await loginAs(p, '13800000006');
    const token = (await as(accessToken, 'mamUploadAccessToken')).body.data.token;
    const pic = (await upload(PNG, 'p.png', token)).body.data.url;
    const clip = (await upload(MP4, 'c.mp4', token)).body.data.url;
    const form = { topic: '积水', content: '桥下积水很深。', userName: '读者', contactNo: '13900000000', imgUrl: pic, videoUrl: clip, formKey: 'form-key-0001' };
    const answers = await Promise.all(Array.from({ length: 6 }, () => as(accessToken, 'tipoff', form)));
    for (const answer of answers) expect(answer.body).toEqual({ status: 0, message: 'success', data: { value: 'true' } });
    const rows = await p.platform.context.db.select().from(tipoffs).where(eq(tipoffs.memberId, 106));
    expect(rows).toHaveLength(1);
    const detail = (await as(accessToken, `tipoffDetail?id=${rows[0]!.id}`)).body.data;
    expect(detail).toMatchObject({ topic: '积水', content: '桥下积水很深。', pics: [pic], videos: [clip], audios: [] });
    expect(JSON.stringify(detail)).not.toContain('13900000000');
    const refusals: [Record<string, string>, string | null][] = [
      [{ content: '' }, '请输入报料内容'],
      [{ content: 'x', imgUrl: 'https://evil.example/a.jpg' }, '附件地址无效'],
      [{ content: 'x', imgUrl: `${p.origin}/platform-media/uploads/${'0'.repeat(32)}.jpg` }, '附件地址无效'],
      [{ content: 'x', formKey: '<script>' }, '参数错误: formKey'],
    ];
    for (const [fields, message] of refusals) expect((await as(accessToken, 'tipoff', fields)).body.message, JSON.stringify(fields)).toBe(message);
    expect((await as(null, 'tipoff', { content: 'x' })).body.message).toBe('请先登录');
    expect((await as(null, `tipoffDetail?id=${DEMO_IDS.tipoffs.missing}`)).body.status).toBe(-1);
    expect((await as(null, 'tipoffDetail?id=abc')).body.status).toBe(-1);
  });

  it('contributions: the author sees every status, others only passed ones; sending needs a name and counts once per form', async () => {
    const reader = await loginAs(p, '13800000001');
    const other = await loginAs(p, '13800000002');
    const list = (await as(reader.accessToken, 'inputArticleList')).body.data.list;
    expect(list.map((c: { status: number }) => c.status).sort()).toEqual([0, 1, 2]);
    const cases: [string | null, number, number][] = [
      [reader.accessToken, K.pending, 0],
      [reader.accessToken, K.rejected, 0],
      [null, K.passed, 0],
      [null, K.pending, -1],
      [other.accessToken, K.rejected, -1],
      [null, K.missing, -1],
    ];
    for (const [token, id, status] of cases) expect((await as(token, `inputArticleDetail?id=${id}`)).body.status, `${id}`).toBe(status);
    expect((await as(reader.accessToken, `inputArticleDetail?id=${K.rejected}`)).body.data).toMatchObject({ status: 2, reason: '与征稿主题不符', linkID: K.call });
    expect((await as(reader.accessToken, 'inputArticle', { title: ' ', content: 'x' })).body.message).toBe('请输入名称');
    const sent = await Promise.all(Array.from({ length: 5 }, () => as(other.accessToken, 'inputArticle', { title: '新稿', linkID: String(K.call), formKey: 'contrib-form-1' })));
    const ids = new Set(sent.map((answer) => answer.body.data.id));
    expect(ids.size).toBe(1);
    expect(await p.platform.context.db.$count(contributions, eq(contributions.formKey, 'contrib-form-1'))).toBe(1);
    expect((await as(null, `seekArticle?id=${K.call}`)).body.data.title).toContain('征稿');
  });
});
