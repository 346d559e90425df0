import { describe, expect, it } from 'vitest';
import { communityMessageFor, createCommunityForm, POST_COUNT_KEY, type CommunityFormApi } from '../../../src/stores/communityForm.ts';
import type { CommunityAnswer } from '../../../src/contracts/community.ts';
import { ANONYMOUS_READER, type ReaderView } from '../../../src/contracts/reader.ts';
import { readExpiring } from '../../../src/lib/expiringStorage.ts';

const MEMBER: ReaderView = { loggedIn: true, userId: '7', nickname: 'Reader', avatar: '', hostAppGuest: false };
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

function api(answer: CommunityAnswer | Error, reader: ReaderView = MEMBER) {
  const sent: FormData[] = [];
  const form: CommunityFormApi = {
    reader: async () => reader,
    send: async (data) => {
      sent.push(data);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { form, sent };
}

function formData(content: string, photos: File[] = []): FormData {
  const data = new FormData();
  data.set('circleId', '1');
  data.set('content', content);
  for (const photo of photos) data.append('photos', photo);
  if (photos.length === 0) data.append('photos', new File([], ''));
  return data;
}

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (k: string) => values.get(k) ?? null, setItem: (k: string, v: string) => void values.set(k, v), removeItem: (k: string) => void values.delete(k) };
}

describe('ask and post form state', () => {
  it('offers the login to an anonymous reader and sends nothing', async () => {
    const { form, sent } = api({ outcome: 'posted', id: 1, postCount: 1 }, ANONYMOUS_READER);
    const controller = createCommunityForm({ kind: 'post', api: form });
    expect(await controller.submit(formData('你好'))).toBe(false);
    expect(controller.$form.get().message).toMatchObject({ key: 'community.loginFirst', login: true, tone: 'error' });
    expect(sent).toHaveLength(0);
  });

  it.each([
    ['ask', '', 'msg.enterContent'],
    ['ask', '问'.repeat(501), 'community.askTooLong'],
    ['post', '帖'.repeat(1001), 'community.postTooLong'],
  ] as const)('%s refuses %j before sending with %s', async (kind, content, key) => {
    const { form, sent } = api({ outcome: 'posted', id: 1, postCount: null });
    const controller = createCommunityForm({ kind, api: form });
    expect(await controller.submit(formData(content))).toBe(false);
    expect(controller.$form.get().message).toMatchObject({ key, tone: 'error' });
    expect(sent).toHaveLength(0);
  });

  it('refuses a video or a renamed text file when picked and when sent', async () => {
    const { form, sent } = api({ outcome: 'posted', id: 1, postCount: 1 });
    const controller = createCommunityForm({ kind: 'post', api: form });
    const video = new File([Uint8Array.from([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70])], 'clip.mp4');
    expect(await controller.choosePhotos([video])).toBe(false);
    expect(controller.$form.get()).toMatchObject({ photoCount: 0, message: { key: 'msg.photoFormat' } });
    expect(await controller.submit(formData('雨后', [new File(['just text'], 'a.jpg')]))).toBe(false);
    expect(controller.$form.get().message?.key).toBe('msg.photoFormat');
    expect(sent).toHaveLength(0);
    expect(await controller.choosePhotos([new File([PNG], 'a.png')])).toBe(true);
    expect(controller.$form.get().photoCount).toBe(1);
  });

  it('a post that went through says so, names the post and keeps the circle’s postCount in storage', async () => {
    const storage = memoryStorage();
    const { form, sent } = api({ outcome: 'posted', id: 31, postCount: 11 });
    const controller = createCommunityForm({ kind: 'post', api: form, storage, now: () => 1000 });
    expect(await controller.submit(formData('雨后的老街', [new File([PNG], 'a.png')]))).toBe(true);
    expect(sent).toHaveLength(1);
    expect(controller.$form.get()).toMatchObject({ busy: false, photoCount: 0, written: { id: 31, postCount: 11 }, message: { key: 'community.postPosted', tone: 'info' } });
    expect(readExpiring(storage, POST_COUNT_KEY, 2000)).toBe('11');
  });

  it('a question held for review says so; a refusal shows the platform’s words; a failure keeps the photos', async () => {
    const held = createCommunityForm({ kind: 'ask', api: api({ outcome: 'underReview', id: 17, postCount: null }).form });
    expect(await held.submit(formData('路灯什么时候修？'))).toBe(true);
    expect(held.$form.get().message?.key).toBe('community.askUnderReview');
    const refused = createCommunityForm({ kind: 'ask', api: api({ outcome: 'refused', messageKey: 'community.failed', message: '内容包含敏感词，请修改后再提交' }).form });
    expect(await refused.submit(formData('赌博'))).toBe(false);
    expect(refused.$form.get().message).toMatchObject({ key: 'community.failed', text: '内容包含敏感词，请修改后再提交' });
    const failing = createCommunityForm({ kind: 'post', api: api(new Error('network')).form });
    await failing.choosePhotos([new File([PNG], 'a.png')]);
    expect(await failing.submit(formData('你好', [new File([PNG], 'a.png')]))).toBe(false);
    expect(failing.$form.get()).toMatchObject({ photoCount: 1, written: null, message: { key: 'community.failed' } });
  });

  it('a second tap while sending sends nothing more', async () => {
    let release: () => void = () => undefined;
    const sent: FormData[] = [];
    const slow: CommunityFormApi = {
      reader: async () => MEMBER,
      send: (data) => {
        sent.push(data);
        return new Promise((resolve) => (release = () => resolve({ outcome: 'posted', id: 2, postCount: 3 })));
      },
    };
    const controller = createCommunityForm({ kind: 'post', api: slow });
    const first = controller.submit(formData('一次'));
    expect(await controller.submit(formData('一次'))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    release();
    expect(await first).toBe(true);
    expect(sent).toHaveLength(1);
  });

  it('shows the answer of a form posted without JavaScript', () => {
    expect(communityMessageFor('ask', { outcome: 'posted', id: 1, postCount: null }).key).toBe('community.askPosted');
    expect(communityMessageFor('post', { outcome: 'posted', id: 1, postCount: 4 }).key).toBe('community.postPosted');
    const controller = createCommunityForm({ kind: 'post', api: api(new Error('unused')).form, answer: { outcome: 'posted', id: 9, postCount: 4 } });
    expect(controller.$form.get()).toMatchObject({ written: { id: 9, postCount: 4 }, message: { key: 'community.postPosted' } });
  });
});
