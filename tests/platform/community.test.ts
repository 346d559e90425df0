/**
 * Q&A and circles on app_if (SPEC §3–§5, PLATFORM.md §5.1): subjects and their questions newest and
 * hottest, a question held for review and seen by its asker only until the newsroom approves it, the
 * 问政 items with their media, circles with notices and postCount, post lists by listType, and the
 * refusals of ask and create-post (empty, too long, files instead of uploaded URLs, another's picture). Parallel double submits write
 * once. On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { circlePosts, questions } from '../../src/platform/db/schema.ts';
import { FILES_NOT_TAKEN, UNKNOWN_IMAGE } from '../../src/platform/comments/commentImages.ts';
import { EMPTY_COMMENT } from '../../src/platform/comments/commentText.ts';
import { POST_TOO_LONG, QUESTION_TOO_LONG } from '../../src/platform/community/communityReads.ts';
import { LOGIN_FIRST } from '../../src/platform/identity/readerClaim.ts';
import { NOT_FOUND_MESSAGE } from '../../src/platform/http/envelope.ts';
import { loginAs, q } from './memberClient.ts';
import { TINY_PNG } from './imageSamples.ts';
import { formCall, multipartCall, uploadedUrl } from './pictureClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

describeOnEachBackend('community: Q&A and circles', (p) => {
  const admin = (path: string, body: unknown = {}) =>
    fetch(`${p.origin}/platform-admin${path}`, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { authorization: `Bearer ${p.platform.context.settings.adminToken}`, 'content-type': 'application/json' },
    });

  it('getSubject and its questions: newest first, hottest by praise; unknown subjects are not found', async () => {
    const subject = (await p.call(q('getSubject?id=1'))).body;
    expect(subject).toMatchObject({ status: 0, data: { id: 1, title: '城市更新，你有什么建议？' } });
    expect(subject.data.questionCount).toBeGreaterThan(0);
    const newest = (await p.call(q('questionList?subjectID=1'))).body.data.list as { id: number; createTime: string; countPraise: number }[];
    const hottest = (await p.call(q('questionListHot?subjectID=1'))).body.data.list as { id: number; countPraise: number }[];
    expect(newest.length).toBe(subject.data.questionCount);
    expect(newest.map((x) => x.createTime)).toEqual(
      newest
        .map((x) => x.createTime)
        .sort()
        .reverse(),
    );
    expect(hottest.map((x) => x.countPraise)).toEqual(hottest.map((x) => x.countPraise).sort((a, b) => b - a));
    expect((await p.call(q('getSubject?id=999'))).body).toMatchObject({ status: -1, message: NOT_FOUND_MESSAGE });
    expect((await p.call(q('questionList?subjectID=abc'))).body.status).toBe(-1);
  });

  it('qaDetail carries images, videos, audios and answer pictures; an ask question is not a qa item', async () => {
    const list = (await p.call(q('qaList'))).body.data.list as { id: number }[];
    expect(list.length).toBe(6);
    const details = await Promise.all(list.map(async (x) => (await p.call(q(`qaDetail?id=${x.id}`))).body.data));
    expect(details.every((d) => d.images.imagearray.length === 1)).toBe(true);
    expect(details.some((d) => d.videos.videoarray[0]?.endsWith('/platform-media/video/demo.m3u8'))).toBe(true);
    expect(details.some((d) => d.audios.audioarray[0]?.endsWith('/platform-media/audio/demo.mp3'))).toBe(true);
    expect(details.some((d) => d.answerPics.imagearray.length === 1)).toBe(true);
    expect((await p.call(q('qaDetail?id=1'))).body.status).toBe(-1);
  });

  it('ask: login first; empty, too long, files and another member’s picture are refused; a question waits for review, seen by its asker only', async () => {
    expect((await p.call(q('ask'), { form: { subjectID: '1', content: '有问题' } })).body).toMatchObject({ status: -1, message: LOGIN_FIRST });
    const asker = await loginAs(p, '13800000001');
    const other = await loginAs(p, '13800000002');
    const ask = (form: Record<string, string>, token = asker.accessToken) => p.call(q('ask'), { form, headers: { accesstoken: token } });
    expect((await ask({ subjectID: '1', content: '   ' })).body.message).toBe(EMPTY_COMMENT);
    expect((await ask({ subjectID: '1', content: '问'.repeat(501) })).body.message).toBe(QUESTION_TOO_LONG);
    expect((await ask({ subjectID: '999', content: '有问题' })).body.message).toBe(NOT_FOUND_MESSAGE);
    // Pictures come as uploaded URLs, the asker's own (docs/decisions/160).
    expect((await multipartCall(p, 'ask', asker.accessToken, { subjectID: '1', content: '附图提问' }, [{ name: 'a.png', bytes: TINY_PNG }])).body.message).toBe(FILES_NOT_TAKEN);
    const othersPicture = await uploadedUrl(p, other.accessToken, TINY_PNG);
    expect((await formCall(p, 'ask', asker.accessToken, { subjectID: '1', content: '附图提问' }, [othersPicture])).body.message).toBe(UNKNOWN_IMAGE);
    const answer = (await ask({ subjectID: '1', content: '老街的路灯什么时候修？' })).body;
    expect(answer).toMatchObject({ status: 0, data: { value: 'true', reviewStatus: 0 } });
    const id = answer.data.id as number;
    const seen = async (token?: string) =>
      ((await p.call(q('questionList?subjectID=1'), { headers: token ? { accesstoken: token } : {} })).body.data.list as { id: number }[]).some((x) => x.id === id);
    expect(await seen(asker.accessToken)).toBe(true);
    expect(await seen(other.accessToken)).toBe(false);
    expect(await seen()).toBe(false);
    expect((await p.call(q(`questionDetail?id=${id}`))).body.status).toBe(-1);
    expect((await admin(`/question/${id}/approve`, { answer: '下周修复。' })).status).toBe(200);
    expect((await admin(`/question/${id}/approve`)).status).toBe(409);
    expect(await seen()).toBe(true);
    expect((await p.call(q(`questionDetail?id=${id}`))).body.data).toMatchObject({ id, answer: '下周修复。', subject: { id: 1 } });
  });

  it('a burst of the same question or post writes one row', async () => {
    const member = await loginAs(p, '13800000003');
    const headers = { accesstoken: member.accessToken };
    const asks = await Promise.all(Array.from({ length: 6 }, () => p.call(q('ask'), { form: { subjectID: '2', content: '同一个问题问六次' }, headers })));
    expect(new Set(asks.map((a) => a.body.data.id)).size).toBe(1);
    expect(await p.platform.context.db.$count(questions, eq(questions.content, '同一个问题问六次'))).toBe(1);
    const posts = await Promise.all(Array.from({ length: 6 }, () => p.call(q('circle/create-post'), { form: { circleId: '2', content: '同一个帖子发六次' }, headers })));
    expect(new Set(posts.map((a) => a.body.data.id)).size).toBe(1);
    expect(await p.platform.context.db.$count(circlePosts, eq(circlePosts.content, '同一个帖子发六次'))).toBe(1);
  });

  it('circles: the list and a circle with notices and postCount; posts by listType; a post and a notice', async () => {
    const circles = (await p.call(q('circle/circle-list'))).body.data.list as { id: number; postCount: number; noticeList: unknown[] }[];
    expect(circles.map((c) => c.id)).toEqual([1, 2, 3]);
    const detail = (await p.call(q('circle/circle-detail?id=1'))).body.data;
    expect(detail).toMatchObject({ id: 1, name: '云溪随手拍', noticeList: [{ id: 1, title: '本周主题：雨后的街巷' }] });
    const list = async (listType: string) => (await p.call(q(`circle/post-list?circleId=3&listType=${listType}`))).body.data.list as { id: number; createTime: string; countPraise: number }[];
    const newest = await list('1');
    const hottest = await list('2');
    const plain = await list('7');
    expect(newest.map((x) => x.createTime)).toEqual(
      newest
        .map((x) => x.createTime)
        .sort()
        .reverse(),
    );
    expect(hottest.map((x) => x.countPraise)).toEqual(hottest.map((x) => x.countPraise).sort((a, b) => b - a));
    expect(plain.map((x) => x.id)).toEqual(plain.map((x) => x.id).sort((a, b) => a - b));
    const everyCircle = (await p.call(q('circle/post-list?listType=1'))).body.data.list as { circleID: number }[];
    expect(everyCircle).toHaveLength(20);
    expect(new Set(everyCircle.map((x) => x.circleID)).size).toBe(3);
    expect((await p.call(q('circle/post-detail?id=1'))).body.data).toMatchObject({
      id: 1,
      circleID: 2,
      circleName: '读书会',
      attachments: { pics: [expect.stringContaining('/platform-media/images/post-1_')] },
    });
    expect((await p.call(q('circle/notice-detail?id=2'))).body.data).toMatchObject({ id: 2, title: '六月书单', content: '本月共读《城市的胜利》。' });
    for (const path of ['circle/circle-detail?id=9', 'circle/post-detail?id=9999', 'circle/notice-detail?id=99']) expect((await p.call(q(path))).body.status).toBe(-1);
  });

  it('create-post: login first; empty, too long, files and a foreign picture are refused; a post shows at once and counts in postCount', async () => {
    expect((await p.call(q('circle/create-post'), { form: { circleId: '1', content: '你好' } })).body.message).toBe(LOGIN_FIRST);
    const member = await loginAs(p, '13800000004');
    const post = (form: Record<string, string>) => p.call(q('circle/create-post'), { form, headers: { accesstoken: member.accessToken } });
    expect((await post({ circleId: '1', content: '' })).body.message).toBe(EMPTY_COMMENT);
    expect((await post({ circleId: '1', content: '长'.repeat(1001) })).body.message).toBe(POST_TOO_LONG);
    expect((await post({ circleId: '99', content: '你好' })).body.status).toBe(-1);
    expect((await multipartCall(p, 'circle/create-post', member.accessToken, { circleId: '1', content: '配图' }, [{ name: 'a.png', bytes: TINY_PNG }])).body.message).toBe(FILES_NOT_TAKEN);
    expect((await formCall(p, 'circle/create-post', member.accessToken, { circleId: '1', content: '配图' }, ['https://evil.example/a.png'])).body.message).toBe(UNKNOWN_IMAGE);
    const before = (await p.call(q('circle/circle-detail?id=1'))).body.data.postCount as number;
    const PNG = TINY_PNG;
    const made = (await formCall(p, 'circle/create-post', member.accessToken, { circleId: '1', content: '雨后的老街，很安静。' }, [await uploadedUrl(p, member.accessToken, PNG, 'street.png')])).body;
    expect(made).toMatchObject({ status: 0, data: { postCount: before + 1 } });
    expect((await p.call(q('circle/circle-detail?id=1'))).body.data.postCount).toBe(before + 1);
    const newest = (await p.call(q('circle/post-list?circleId=1&listType=1'))).body.data.list[0];
    expect(newest).toMatchObject({ id: made.data.id, content: '雨后的老街，很安静。', attachments: { pics: [expect.stringMatching(/\/platform-media\/uploads\/[0-9a-f]{32}\.png$/)] } });
  });
});
