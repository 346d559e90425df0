import { describe, expect, it } from 'vitest';
import type { VoteInfo, VoteQuestion } from '../../../src/catalogue/voteSchemas.ts';
import { voteViewOf } from '../../../src/loaders/votePage.ts';

const question = (qtype: number, selectLimited: number, qname = '最佳作品'): VoteQuestion => ({ qid: 1, qname, qtype, selectLimited, options: [] });

const info = (questions: VoteQuestion[]): VoteInfo => ({
  id: 7,
  name: '十佳',
  endDate: '2026-12-01 00:00:00',
  needLogin: true,
  voteCycle: 1,
  voteCyclenum: 3,
  verifyCode: true,
  activityId: 3,
  headImage: 'https://img.example.test/head.jpg',
  themes: [{ title: '主题', content: '内容' }],
  userRule: '每天三票',
  questions,
  totalCount: 10,
  isVoted: false,
  usedCount: 0,
  remainCount: 3,
});

describe('voteViewOf', () => {
  it.each([
    ['multiple choice: its limit', [question(1, 3)], 3, '最佳作品'],
    ['single choice: one', [question(0, 3)], 1, '最佳作品'],
    ['no question: one, and the generic heading', [], 1, ''],
    ['a question without a name: the generic heading', [question(1, 2, '')], 2, ''],
  ])('%s', (_, questions, selectLimit, optionsHeading) => {
    const view = voteViewOf(info(questions));
    expect(view.selectLimit).toBe(selectLimit);
    expect(view.optionsHeading).toBe(optionsHeading);
  });

  it('carries what the page and the widget show, under the names they use', () => {
    expect(voteViewOf(info([question(0, 1)]))).toEqual({
      id: 7,
      name: '十佳',
      endDate: '2026-12-01 00:00:00',
      headImage: 'https://img.example.test/head.jpg',
      themes: [{ title: '主题', content: '内容' }],
      userRule: '每天三票',
      needsCode: true,
      voted: false,
      remainCount: 3,
      optionsHeading: '最佳作品',
      selectLimit: 1,
    });
  });
});
