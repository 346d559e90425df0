import { describe, expect, it } from 'vitest';
import { createCommentBox, messageFor, type CommentBoxApi } from '../../../src/stores/commentBox.ts';
import type { CommentPostAnswer } from '../../../src/contracts/comment.ts';
import { ANONYMOUS_READER, type ReaderView } from '../../../src/contracts/reader.ts';

const MEMBER: ReaderView = { loggedIn: true, userId: '7', nickname: 'Reader', avatar: '', hostAppGuest: false };
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

function api(answer: CommentPostAnswer | Error, reader: ReaderView = MEMBER) {
  const sent: FormData[] = [];
  const box: CommentBoxApi = {
    reader: async () => reader,
    send: async (form) => {
      sent.push(form);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { box, sent };
}

function form(content: string, photos: File[] = []): FormData {
  const data = new FormData();
  data.set('rootId', '12');
  data.set('sourceType', '0');
  data.set('content', content);
  for (const photo of photos) data.append('photos', photo);
  // A file input left empty still sends a nameless, empty file.
  if (photos.length === 0) data.append('photos', new File([], ''));
  return data;
}

describe('comment box state', () => {
  it('offers the login to an anonymous reader (请登录后评论) and sends nothing', async () => {
    const { box, sent } = api({ outcome: 'posted' }, ANONYMOUS_READER);
    const controller = createCommentBox({ api: box, onPosted: () => undefined });
    expect(await controller.submit(form('hello'))).toBe(false);
    expect(controller.$form.get()).toMatchObject({ busy: false, message: { key: 'msg.loginToComment', login: true, tone: 'error' } });
    expect(sent).toHaveLength(0);
  });

  it('refuses an empty or blank text with 请输入内容 before sending', async () => {
    const { box, sent } = api({ outcome: 'posted' });
    const controller = createCommentBox({ api: box, onPosted: () => undefined });
    expect(await controller.submit(form('  \n '))).toBe(false);
    expect(controller.$form.get().message).toMatchObject({ key: 'msg.enterContent', login: false });
    expect(sent).toHaveLength(0);
  });

  it('refuses a text file renamed .jpg when it is picked and when it is sent', async () => {
    const { box, sent } = api({ outcome: 'posted' });
    const controller = createCommentBox({ api: box, onPosted: () => undefined });
    const fake = new File(['just some text'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await controller.choosePhotos([fake])).toBe(false);
    expect(controller.$form.get()).toMatchObject({ photoCount: 0, message: { key: 'msg.photoFormat' } });
    expect(await controller.submit(form('hello', [fake]))).toBe(false);
    expect(controller.$form.get().message?.key).toBe('msg.photoFormat');
    expect(sent).toHaveLength(0);
  });

  it('counts good photos and clears an earlier message', async () => {
    const controller = createCommentBox({ api: api({ outcome: 'posted' }).box, onPosted: () => undefined });
    await controller.choosePhotos([new File(['x'], 'a.txt')]);
    expect(await controller.choosePhotos([new File([PNG], 'a.png'), new File([PNG], 'b.PNG')])).toBe(true);
    expect(controller.$form.get()).toMatchObject({ photoCount: 2, message: null });
  });

  it('an under-review post says 评论审核中 and asks the page to refresh its list', async () => {
    const { box, sent } = api({ outcome: 'underReview' });
    const changed: string[] = [];
    const controller = createCommentBox({ api: box, onPosted: (outcome) => changed.push(outcome) });
    await controller.choosePhotos([new File([PNG], 'a.png')]);
    expect(await controller.submit(form('hello', [new File([PNG], 'a.png')]))).toBe(true);
    expect(controller.$form.get()).toMatchObject({ busy: false, photoCount: 0, written: { outcome: 'underReview' }, message: { key: 'msg.commentUnderReview', tone: 'info' } });
    expect(changed).toEqual(['underReview']);
    expect(sent).toHaveLength(1);
  });

  it('a shown post says 评论成功', async () => {
    const changed: string[] = [];
    const controller = createCommentBox({ api: api({ outcome: 'posted' }).box, onPosted: (outcome) => changed.push(outcome) });
    await controller.submit(form('hello'));
    expect(controller.$form.get()).toMatchObject({ written: { outcome: 'posted' }, message: { key: 'msg.commentSuccess' } });
    expect(changed).toEqual(['posted']);
  });

  it.each<[string, CommentPostAnswer | Error, { key: string; text: string | null; login: boolean }]>([
    [
      '10202 with the platform message',
      { outcome: 'refused', messageKey: 'msg.commentFailed', message: '评论包含敏感词，请修改后再提交' },
      { key: 'msg.commentFailed', text: '评论包含敏感词，请修改后再提交', login: false },
    ],
    ['10203 without a message', { outcome: 'refused', messageKey: 'msg.commentFailed', message: '' }, { key: 'msg.commentFailed', text: null, login: false }],
    ['closed', { outcome: 'refused', messageKey: 'comment.closed', message: null }, { key: 'comment.closed', text: null, login: false }],
    ['a login lost on the way', { outcome: 'loginRequired' }, { key: 'msg.loginToComment', text: null, login: true }],
    ['a network failure', new Error('offline'), { key: 'msg.commentFailed', text: null, login: false }],
  ])('a refusal (%s) keeps the form and shows its message', async (_name, answer, expected) => {
    const changed: string[] = [];
    const controller = createCommentBox({ api: api(answer).box, onPosted: (outcome) => changed.push(outcome) });
    expect(await controller.submit(form('hello'))).toBe(false);
    expect(controller.$form.get()).toMatchObject({ busy: false, written: null, message: expected });
    expect(changed).toEqual([]);
  });

  it('ignores a second tap while the first post is on its way', async () => {
    let release: (answer: CommentPostAnswer) => void = () => undefined;
    const sent: FormData[] = [];
    const controller = createCommentBox({
      api: { reader: async () => MEMBER, send: (data) => (sent.push(data), new Promise((resolve) => (release = resolve))) },
      onPosted: () => undefined,
    });
    const first = controller.submit(form('hello'));
    expect(await controller.submit(form('hello'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release({ outcome: 'underReview' });
    expect(await first).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('starts with the answer of a form posted without JavaScript', () => {
    const controller = createCommentBox({ api: api({ outcome: 'posted' }).box, onPosted: () => undefined, answer: { outcome: 'underReview' } });
    expect(controller.$form.get()).toMatchObject({ written: { outcome: 'underReview' }, message: { key: 'msg.commentUnderReview' } });
    expect(messageFor({ outcome: 'loginRequired' })).toMatchObject({ key: 'msg.loginToComment', login: true });
  });
});
