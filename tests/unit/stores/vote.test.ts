import { describe, expect, it, vi } from 'vitest';
import { createVoteWidget, type VoteApi, type VoteWidgetInit } from '../../../src/stores/vote.ts';
import type { VoteRecordAnswer } from '../../../src/contracts/vote.ts';

const INIT: VoteWidgetInit = { voteId: 702, selectLimit: 1, needsCode: true, voted: false, ended: false, counts: { 7211: 120, 7212: 107 }, remainCount: 3 };
const IMAGE = { codeKey: 'key-00000001', src: 'data:image/png;base64,AA==' };

function api(answer: Partial<VoteRecordAnswer> = {}, image: typeof IMAGE | null = IMAGE) {
  return {
    codeImage: vi.fn<VoteApi['codeImage']>(async () => image),
    record: vi.fn<VoteApi['record']>(async () => ({ outcome: 'voted', message: '', counts: { 7211: 121 }, remainCount: 2, ...answer })),
  };
}

describe('choosing', () => {
  it('a single-choice vote swaps the choice; a second tap lets go', () => {
    const w = createVoteWidget(INIT, api());
    w.toggle(7211);
    w.toggle(7212);
    expect(w.$selected.get()).toEqual([7212]);
    w.toggle(7212);
    expect(w.$selected.get()).toEqual([]);
  });

  it('a multiple-choice vote stops at its limit and says so', () => {
    const w = createVoteWidget({ ...INIT, selectLimit: 2 }, api());
    [1, 2, 3].forEach((id) => w.toggle(id));
    expect(w.$selected.get()).toEqual([1, 2]);
    expect(w.$notice.get()?.key).toBe('vote.selectLimit');
  });

  it('an ended vote takes no choice', () => {
    const w = createVoteWidget({ ...INIT, ended: true }, api());
    w.toggle(7211);
    expect(w.$selected.get()).toEqual([]);
    expect(w.$phase.get()).toBe('ended');
  });
});

describe('submitting', () => {
  it('without a choice: a hint, no request', async () => {
    const a = api();
    const w = createVoteWidget(INIT, a);
    await w.submit();
    expect(w.$notice.get()?.key).toBe('vote.selectFirst');
    expect(a.codeImage).not.toHaveBeenCalled();
  });

  it('with a verify code: the dialog with an image, then the code is sent with its key', async () => {
    const a = api();
    const w = createVoteWidget(INIT, a);
    w.toggle(7211);
    await w.submit();
    expect(w.$phase.get()).toBe('code');
    expect(w.$code.get()).toEqual(IMAGE);
    await w.confirmCode(' ab12 ');
    expect(a.record).toHaveBeenCalledWith({ voteId: 702, optionIds: [7211], codeKey: IMAGE.codeKey, verifyCode: 'ab12' });
    expect(w.$phase.get()).toBe('voted');
    expect(w.$voted.get()).toBe(true);
    expect(w.$counts.get()).toEqual({ 7211: 121, 7212: 107 });
    expect(w.$remain.get()).toBe(2);
    expect(w.$notice.get()?.key).toBe('vote.done');
  });

  it('without a verify code: sent at once, no image', async () => {
    const a = api();
    const w = createVoteWidget({ ...INIT, needsCode: false }, a);
    w.toggle(7212);
    await w.submit();
    expect(a.codeImage).not.toHaveBeenCalled();
    expect(a.record).toHaveBeenCalledWith({ voteId: 702, optionIds: [7212] });
  });

  it.each([
    ['a refusal shows the platform message', { outcome: 'refused', message: '您今天的投票次数已用完' }, null, '您今天的投票次数已用完'],
    ['a wrong code shows the platform message', { outcome: 'refused', message: '验证码错误' }, null, '验证码错误'],
    ['a refusal without message', { outcome: 'refused', message: '' }, 'vote.failed', ''],
    ['a lost login', { outcome: 'loginRequired', message: '' }, 'vote.loginRequired', ''],
  ] as const)('%s; nothing counted, the image is spent', async (_name, answer, key, text) => {
    const w = createVoteWidget(INIT, api(answer));
    w.toggle(7211);
    await w.submit();
    await w.confirmCode('ABCD');
    expect(w.$phase.get()).toBe('choosing');
    expect(w.$voted.get()).toBe(false);
    expect(w.$counts.get()).toEqual(INIT.counts);
    expect(w.$code.get()).toBeNull();
    expect(w.$notice.get()).toMatchObject({ key, text });
  });

  it('a request that throws is a failure, not a crash', async () => {
    const a = api();
    a.record.mockRejectedValueOnce(new Error('offline'));
    const w = createVoteWidget({ ...INIT, needsCode: false }, a);
    w.toggle(7211);
    await w.submit();
    expect(w.$notice.get()?.key).toBe('vote.failed');
    expect(w.$phase.get()).toBe('choosing');
  });

  it('no image: the dialog stays with a failure notice and cannot confirm a missing key', async () => {
    const w = createVoteWidget(INIT, api({}, null));
    w.toggle(7211);
    await w.submit();
    expect(w.$code.get()).toBeNull();
    expect(w.$notice.get()?.key).toBe('vote.failed');
  });

  it('cancel closes the dialog and keeps the choice', async () => {
    const w = createVoteWidget(INIT, api());
    w.toggle(7211);
    await w.submit();
    w.cancelCode();
    expect(w.$phase.get()).toBe('choosing');
    expect(w.$selected.get()).toEqual([7211]);
  });
});
