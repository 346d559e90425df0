import { describe, expect, it } from 'vitest';
import { createWritingForm, writingMessageFor } from '../../../src/stores/writingForm.ts';
import type { WritingAnswer } from '../../../src/contracts/writing.ts';
import type { ReaderView } from '../../../src/contracts/reader.ts';
import { commentProblem } from '../../../src/lib/commentRules.ts';

const MEMBER: ReaderView = { loggedIn: true, userId: '7', nickname: 'Reader', avatar: '', hostAppGuest: false };
const KEYS = { posted: 'k.posted', underReview: 'k.review', loginRequired: 'k.login' } as const;
type Answer = WritingAnswer<'k.failed', { outcome: 'posted' | 'underReview' }>;

describe('the writing boxes’ shared flow', () => {
  it.each<[string, Answer, { key: string; text: string | null; tone: 'error' | 'info'; login: boolean }]>([
    ['posted', { outcome: 'posted' }, { key: 'k.posted', text: null, tone: 'info', login: false }],
    ['held for review', { outcome: 'underReview' }, { key: 'k.review', text: null, tone: 'info', login: false }],
    ['login first', { outcome: 'loginRequired' }, { key: 'k.login', text: null, tone: 'error', login: true }],
    ['refused with words', { outcome: 'refused', messageKey: 'k.failed', message: '敏感词' }, { key: 'k.failed', text: '敏感词', tone: 'error', login: false }],
    ['refused without words', { outcome: 'refused', messageKey: 'k.failed', message: '' }, { key: 'k.failed', text: null, tone: 'error', login: false }],
  ])('the message for %s', (_name, answer, expected) => expect(writingMessageFor(KEYS, answer, 3)).toEqual({ ...expected, seq: 3 }));

  it('an Action that gives no answer shows the form’s failure and keeps the photos', async () => {
    const form = createWritingForm({ api: { reader: async () => MEMBER, send: async () => null }, problem: commentProblem, keys: KEYS, failed: 'k.failed' });
    const data = new FormData();
    data.set('content', 'hello');
    expect(await form.submit(data)).toBe(false);
    expect(form.$form.get()).toMatchObject({ busy: false, written: null, message: { key: 'k.failed', tone: 'error' } });
  });

  it.each<[string, ReaderView | null, boolean]>([
    ['an anonymous reader is offered the login at once, before typing', { ...MEMBER, loggedIn: false, userId: '' }, true],
    ['a member is told nothing', MEMBER, false],
    ['a reader the server could not name is told nothing yet (the send asks again)', null, false],
  ])('on the first touch: %s', async (_name, reader, offered) => {
    const form = createWritingForm({
      api: { reader: async () => (reader ? reader : Promise.reject(new Error('offline'))), send: async () => null },
      problem: commentProblem,
      keys: KEYS,
      failed: 'k.failed',
    });
    await form.offerLogin();
    expect(form.$form.get().message).toEqual(offered ? { key: 'k.login', text: null, tone: 'error', login: true, seq: 1 } : null);
  });
});
