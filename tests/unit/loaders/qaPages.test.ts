import { describe, expect, it } from 'vitest';
import type { Question } from '../../../src/catalogue/communitySchemas.ts';
import { questionItemView, questionView } from '../../../src/loaders/qaPages.ts';

const question = (over: Partial<Question> = {}): Question => ({
  id: 12,
  subjectId: 3,
  title: '路灯',
  content: '路灯坏了',
  userName: '读者',
  createTime: '2026-11-01 08:00:00',
  answer: '已修',
  answerTime: '2026-11-02 08:00:00',
  countPraise: 4,
  reviewStatus: 1,
  images: [],
  videos: [],
  audios: [],
  answerPics: [],
  subjectTitle: '城建',
  answerHidden: false,
  ...over,
});

describe('questionItemView', () => {
  it.each([
    [0, true],
    [1, false],
    [2, false],
  ])('reviewStatus %i: under review %s', (reviewStatus, underReview) => {
    expect(questionItemView(question({ reviewStatus })).underReview).toBe(underReview);
  });

  it.each([false, true])('answerHidden %s reaches the list item and the page', (answerHidden) => {
    expect(questionItemView(question({ answerHidden, answer: '' })).answerHidden).toBe(answerHidden);
    expect(questionView(question({ answerHidden, answer: '' })).answerHidden).toBe(answerHidden);
  });

  it('links to the question’s own page', () => {
    expect(questionItemView(question()).href).toMatch(/\/askDetail\/12\.html$/);
  });
});

describe('questionView', () => {
  it.each([
    ['images', 'https://img.example.test/a.jpg', true],
    ['videos', 'https://v.example.test/a.mp4', true],
    ['audios', 'javascript:alert(1)', false],
    ['answerPics', 'data:image/png;base64,AAAA', false],
  ] as const)('%s keeps %s: %s', (field, address, kept) => {
    expect(questionView(question({ [field]: [address] }))[field]).toEqual(kept ? [address] : []);
  });
});
