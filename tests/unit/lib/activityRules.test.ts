import { describe, expect, it } from 'vitest';
import { activityProgress, canSignUp, checkSignForm, placesLeft, signUpButtonState, type ActivityFacts, type FormFieldFacts, type SignUpButtonState } from '../../../src/lib/activityRules.ts';

/** Platform times are wall-clock UTC+8: "2024-06-10 10:00:00.0" is 02:00 UTC. */
const NOW = new Date(Date.UTC(2024, 5, 10, 2, 0, 0));
const day = (offset: number) => {
  const d = new Date(NOW.getTime() + offset * 86_400_000 + 8 * 3_600_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 19)}.0`;
};

const open: ActivityFacts = { startTime: day(5), endTime: day(6), startSignTime: day(-2), endSignTime: day(4), quota: 10, participatorNum: 3, isbegin: 0 };

describe('activityProgress (SPEC §4)', () => {
  it.each<[string, Partial<ActivityFacts>, string]>([
    ['before the start', { startTime: day(1), endTime: day(2) }, 'notStarted'],
    ['between start and end', { startTime: day(-1), endTime: day(1) }, 'inProgress'],
    ['after the end', { startTime: day(-3), endTime: day(-1) }, 'ended'],
    ['exactly at the start', { startTime: day(0), endTime: day(1) }, 'inProgress'],
    ['exactly at the end', { startTime: day(-1), endTime: day(0) }, 'inProgress'],
    ['only an end in the past', { startTime: '', endTime: day(-1) }, 'ended'],
    ['no times: isbegin 0', { startTime: '', endTime: '', isbegin: 0 }, 'notStarted'],
    ['no times: isbegin 1', { startTime: '', endTime: '', isbegin: 1 }, 'inProgress'],
    ['no times: isbegin 2', { startTime: 'garbage', endTime: '', isbegin: 2 }, 'ended'],
    ['no times, no isbegin', { startTime: '', endTime: '', isbegin: null }, 'notStarted'],
    ['times win over a stale isbegin', { startTime: day(-1), endTime: day(1), isbegin: 0 }, 'inProgress'],
  ])('%s', (_name, patch, expected) => {
    expect(activityProgress({ ...open, ...patch }, NOW)).toBe(expected);
  });
});

describe('signUpButtonState (SPEC §4–§5)', () => {
  it.each<[string, Partial<ActivityFacts>, boolean, SignUpButtonState]>([
    ['open with places left: 立即报名', {}, false, 'open'],
    ['the reader signed up: 已报名', {}, true, 'signedUp'],
    ['signed up wins over full', { participatorNum: 10 }, true, 'signedUp'],
    ['sign-up not open yet: 报名未开始', { startSignTime: day(1) }, false, 'notStarted'],
    ['sign-up closed, activity to come: 报名已结束', { endSignTime: day(-1) }, false, 'signEnded'],
    ['the activity is over: 活动已结束', { startTime: day(-3), endTime: day(-1), endSignTime: day(-4) }, false, 'ended'],
    ['all places taken: 名额已满', { participatorNum: 10 }, false, 'full'],
    ['more taken than places (old data): 名额已满', { participatorNum: 12 }, false, 'full'],
    ['no limit (quota 0) is never full', { quota: 0, participatorNum: 5000 }, false, 'open'],
    ['not started beats full', { startSignTime: day(1), participatorNum: 10 }, false, 'notStarted'],
    ['signEnded beats full', { endSignTime: day(-1), participatorNum: 10 }, false, 'signEnded'],
    ['missing sign-up times stay open', { startSignTime: '', endSignTime: '' }, false, 'open'],
  ])('%s', (_name, patch, signedUp, expected) => {
    const state = signUpButtonState({ ...open, ...patch }, signedUp, NOW);
    expect(state).toBe(expected);
    expect(canSignUp(state)).toBe(expected === 'open');
  });

  it.each([
    [10, 3, 7],
    [10, 10, 0],
    [10, 12, 0],
    [0, 5, null],
  ])('placesLeft of quota %i with %i taken is %s', (quota, participatorNum, left) => {
    expect(placesLeft({ quota, participatorNum })).toBe(left);
  });
});

describe('checkSignForm (the activity form before sending)', () => {
  const fields: FormFieldFacts[] = [
    { key: 'realName', type: 'text', required: true, maxLength: 4, options: [] },
    { key: 'phone', type: 'phone', required: true, maxLength: 11, options: [] },
    { key: 'age', type: 'number', required: false, maxLength: 3, options: [] },
    { key: 'size', type: 'select', required: true, maxLength: 2, options: ['S', 'M'] },
  ];
  const good = { realName: '林小满', phone: '13912345678', age: '', size: 'M' };
  it.each<[string, Record<string, string>, Record<string, string>]>([
    ['a complete form', good, {}],
    ['a missing name', { ...good, realName: '  ' }, { realName: 'required' }],
    ['a name one character too long', { ...good, realName: '林小满满满' }, { realName: 'tooLong' }],
    ['four Chinese characters are four', { ...good, realName: '欧阳小满' }, {}],
    ['a short phone', { ...good, phone: '1391234' }, { phone: 'phone' }],
    ['a phone not starting with 1', { ...good, phone: '23912345678' }, { phone: 'phone' }],
    ['an optional field left out', { ...good, age: '' }, {}],
    ['an optional number that is not one', { ...good, age: 'x1' }, { age: 'number' }],
    ['a choice not offered', { ...good, size: 'XL' }, { size: 'choice' }],
    ['a choice longer than the field', { ...good, size: 'XXL' }, { size: 'tooLong' }],
    ['no choice', { ...good, size: '' }, { size: 'choice' }],
    ['everything missing', {}, { realName: 'required', phone: 'required', size: 'choice' }],
  ])('%s', (_name, values, problems) => {
    expect(checkSignForm(fields, values)).toEqual(problems);
  });
});
