import { describe, expect, it } from 'vitest';
import { createCommentListActions, type CommentListApi, type Deletion } from '../../../src/stores/commentItem.ts';
import { ANONYMOUS_READER } from '../../../src/contracts/reader.ts';
import type { CommentItemOutcome } from '../../../src/contracts/comment.ts';

/** One tap: on delete (ask), on the question's cancel or confirm, or two quick taps on confirm. */
type Tap = [action: 'ask' | 'cancel' | 'confirm' | 'confirmTwice', commentId: number];

function setUp(outcome: CommentItemOutcome | 'offline') {
  const calls: number[] = [];
  const removed: number[] = [];
  const api: CommentListApi = {
    like: async () => 'done',
    report: async () => 'done',
    remove: async (id) => {
      calls.push(id);
      if (outcome === 'offline') throw new Error('offline');
      return outcome;
    },
    reader: async () => ANONYMOUS_READER,
    reasons: async () => null,
  };
  const list = createCommentListActions({ api, onRemoved: (id) => removed.push(id) });
  // Every step each item went through, in order.
  const trace: Record<number, Deletion[]> = {};
  for (const id of [1, 2]) {
    trace[id] = [];
    list.item(id).$item.listen((state) => {
      const steps = trace[id]!;
      if (steps.at(-1) !== state.deletion) steps.push(state.deletion);
    });
  }
  async function tap([action, id]: Tap): Promise<void> {
    if (action === 'ask') list.askRemove(id);
    if (action === 'cancel') list.item(id).cancelRemove();
    if (action === 'confirm') await list.item(id).confirmRemove();
    if (action === 'confirmTwice') await Promise.all([list.item(id).confirmRemove(), list.item(id).confirmRemove()]);
  }
  return { list, calls, removed, trace, tap };
}

describe('deleting my comment asks first: idle → confirming → removing → removed, or back to idle', () => {
  it.each<[string, CommentItemOutcome | 'offline', Tap[], { trace: Record<number, Deletion[]>; calls: number[]; message: string | null }]>([
    ['a tap on delete only opens the question', 'done', [['ask', 1]], { trace: { 1: ['confirming'], 2: [] }, calls: [], message: null }],
    [
      'cancel closes it: nothing is sent',
      'done',
      [
        ['ask', 1],
        ['cancel', 1],
      ],
      { trace: { 1: ['confirming', 'idle'], 2: [] }, calls: [], message: null },
    ],
    [
      'confirm deletes: removing, then removed',
      'done',
      [
        ['ask', 1],
        ['confirm', 1],
      ],
      { trace: { 1: ['confirming', 'removing', 'removed'], 2: [] }, calls: [1], message: 'comment.deleted' },
    ],
    [
      'the platform refuses: back to idle with the message',
      'failed',
      [
        ['ask', 1],
        ['confirm', 1],
      ],
      { trace: { 1: ['confirming', 'removing', 'idle'], 2: [] }, calls: [1], message: 'comment.actionFailed' },
    ],
    [
      'offline: back to idle with the message',
      'offline',
      [
        ['ask', 1],
        ['confirm', 1],
      ],
      { trace: { 1: ['confirming', 'removing', 'idle'], 2: [] }, calls: [1], message: 'comment.actionFailed' },
    ],
    [
      'logged out meanwhile: back to idle with the login prompt',
      'loginRequired',
      [
        ['ask', 1],
        ['confirm', 1],
      ],
      { trace: { 1: ['confirming', 'removing', 'idle'], 2: [] }, calls: [1], message: 'msg.loginRequired' },
    ],
    [
      'after a refusal the question opens again',
      'failed',
      [
        ['ask', 1],
        ['confirm', 1],
        ['ask', 1],
      ],
      { trace: { 1: ['confirming', 'removing', 'idle', 'confirming'], 2: [] }, calls: [1], message: null },
    ],
    [
      'a second comment’s delete closes the first one’s question',
      'done',
      [
        ['ask', 1],
        ['ask', 2],
      ],
      { trace: { 1: ['confirming', 'idle'], 2: ['confirming'] }, calls: [], message: null },
    ],
    [
      'a double tap on confirm deletes once',
      'done',
      [
        ['ask', 1],
        ['confirmTwice', 1],
      ],
      { trace: { 1: ['confirming', 'removing', 'removed'], 2: [] }, calls: [1], message: 'comment.deleted' },
    ],
    ['confirm without the question sends nothing', 'done', [['confirm', 1]], { trace: { 1: [], 2: [] }, calls: [], message: null }],
    [
      'cancel while on its way changes nothing',
      'done',
      [
        ['ask', 1],
        ['confirm', 1],
        ['cancel', 1],
      ],
      { trace: { 1: ['confirming', 'removing', 'removed'], 2: [] }, calls: [1], message: 'comment.deleted' },
    ],
    [
      'a deleted comment asks no more',
      'done',
      [
        ['ask', 1],
        ['confirm', 1],
        ['ask', 1],
        ['confirm', 1],
      ],
      { trace: { 1: ['confirming', 'removing', 'removed'], 2: [] }, calls: [1], message: 'comment.deleted' },
    ],
  ])('%s', async (_, outcome, taps, expected) => {
    const { list, calls, removed, trace, tap } = setUp(outcome);
    for (const step of taps) await tap(step);
    expect(trace).toEqual(expected.trace);
    expect(calls).toEqual(expected.calls);
    expect(removed).toEqual(expected.trace[1]!.includes('removed') ? [1] : []);
    expect(list.item(1).$item.get().message?.key ?? null).toBe(expected.message);
  });

  it('is removing while the call is on its way, and a second confirm then sends nothing', async () => {
    const { list, calls } = setUp('done');
    list.askRemove(1);
    const first = list.item(1).confirmRemove();
    expect(list.item(1).$item.get()).toMatchObject({ deletion: 'removing', busy: true });
    await list.item(1).confirmRemove();
    await first;
    expect(list.item(1).$item.get().deletion).toBe('removed');
    expect(calls).toEqual([1]);
  });

  it('opening the question clears an old message', async () => {
    const { list } = setUp('failed');
    list.askRemove(1);
    await list.item(1).confirmRemove();
    expect(list.item(1).$item.get().message?.key).toBe('comment.actionFailed');
    list.askRemove(1);
    expect(list.item(1).$item.get().message).toBeNull();
  });
});
