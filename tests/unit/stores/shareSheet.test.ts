import { describe, expect, it } from 'vitest';
import { createShareSheet, type ShareSheetApi } from '../../../src/stores/shareSheet.ts';

const content = { url: 'https://news.example.test/a/1001.html?isShare=true', title: '标题', description: '摘要', image: '' };

function fakeApi(copyWorks = true) {
  const calls: string[] = [];
  const api: ShareSheetApi = {
    shared: async () => void calls.push('event 2'),
    record: async (channel) => void calls.push(`record ${channel}`),
    copy: async (text) => (calls.push(`copy ${text}`), copyWorks),
  };
  return { api, calls };
}

describe('share sheet state', () => {
  it('copies the link: 复制成功, one share event, no analytics channel', async () => {
    const { api, calls } = fakeApi();
    const sheet = createShareSheet({ content, inWeChat: () => false, api });
    sheet.open();
    await sheet.copyLink();
    expect(sheet.$state.get()).toMatchObject({ open: false, toast: { key: 'msg.copySuccess' } });
    expect(calls).toEqual([`copy ${content.url}`, 'event 2']);
  });

  it('a failed copy says 复制失败 and reports nothing; a failing report is silent', async () => {
    const { api, calls } = fakeApi(false);
    const sheet = createShareSheet({ content, inWeChat: () => false, api: { ...api, copy: async () => Promise.reject(new Error('denied')) } });
    await sheet.copyLink();
    expect(sheet.$state.get().toast?.key).toBe('msg.copyFailed');
    expect(calls).toEqual([]);
    const failing = createShareSheet({
      content,
      inWeChat: () => false,
      api: { ...api, copy: async () => true, shared: () => Promise.reject(new Error('x')), record: () => Promise.reject(new Error('x')) },
    });
    await expect(failing.followed('qq')).resolves.toBeUndefined();
  });

  it('WeChat: inside WeChat the top-right menu hint, outside it the copy hint; a copy then counts for that channel', async () => {
    const { api, calls } = fakeApi();
    const inside = createShareSheet({ content, inWeChat: () => true, api });
    inside.open();
    inside.chooseWeChat('timeline');
    expect(inside.$state.get()).toMatchObject({ open: true, target: 'timeline', hint: 'share.wechatHint' });
    expect(calls).toEqual([]);
    inside.back();
    expect(inside.$state.get()).toMatchObject({ open: true, target: null, hint: null });

    const outside = createShareSheet({ content, inWeChat: () => false, api });
    outside.open();
    outside.chooseWeChat('wechat');
    expect(outside.$state.get().hint).toBe('share.copyHint');
    await outside.copyLink();
    expect(calls).toEqual([`copy ${content.url}`, 'event 2', 'record 1']);
    outside.open();
    expect(outside.$state.get()).toMatchObject({ open: true, target: null, hint: null });
  });

  it('生成海报: the poster replaces the targets without a report; back and reopening return to the targets', () => {
    const { api, calls } = fakeApi();
    const sheet = createShareSheet({ content, inWeChat: () => false, api });
    sheet.open();
    sheet.showPoster();
    expect(sheet.$state.get()).toMatchObject({ open: true, poster: true, hint: null });
    sheet.back();
    expect(sheet.$state.get()).toMatchObject({ open: true, poster: false });
    sheet.showPoster();
    sheet.close();
    sheet.open();
    expect(sheet.$state.get()).toMatchObject({ open: true, poster: false });
    expect(calls).toEqual([]);
  });

  it('Weibo and QQ: links built once, following one closes the sheet and reports channel 3 or 4', async () => {
    const { api, calls } = fakeApi();
    const sheet = createShareSheet({ content, inWeChat: () => false, api });
    expect(sheet.links.weibo).toMatch(/^https:\/\/service\.weibo\.com\/share\/share\.php\?url=/);
    expect(sheet.links.qq).toMatch(/^https:\/\/connect\.qq\.com\/widget\/shareqq\/index\.html\?url=/);
    sheet.open();
    await sheet.followed('weibo');
    await sheet.followed('qq');
    expect(sheet.$state.get().open).toBe(false);
    expect(calls).toEqual(['event 2', 'record 3', 'event 2', 'record 4']);
    expect(createShareSheet({ content: { ...content, url: 'javascript:alert(1)' }, inWeChat: () => false, api }).links).toEqual({ weibo: null, qq: null });
  });
});
