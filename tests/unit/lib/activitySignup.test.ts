import { describe, expect, it } from 'vitest';
import { MAX_POSTED_CHARS, problemMessage, readSignUpForm, signUpAnswerOf, signUpRedirect, type SignUpFormField } from '../../../src/lib/activitySignup.ts';

const field = (key: string, type: SignUpFormField['type'], extra: Partial<SignUpFormField> = {}): SignUpFormField => ({ key, label: key, type, required: true, maxLength: 20, options: [], ...extra });
const FORM = [
  field('realName', 'text'),
  field('phone', 'phone', { maxLength: 11 }),
  field('works', 'textarea', { required: false, maxLength: 5 }),
  field('children', 'select', { options: ['1', '2'] }),
];
const posted = (values: Record<string, string>) => new Map(Object.entries(values));

describe('readSignUpForm', () => {
  it.each([
    ['a complete form', { realName: '王小溪', phone: '13800000001', children: '2' }, {}],
    ['a missing name', { phone: '13800000001', children: '1' }, { realName: 'required' }],
    ['a bad phone', { realName: '王', phone: '123', children: '1' }, { phone: 'phone' }],
    ['a too long optional field', { realName: '王', phone: '13800000001', works: '一二三四五六', children: '1' }, { works: 'tooLong' }],
    ['a choice outside the options', { realName: '王', phone: '13800000001', children: '9' }, { children: 'choice' }],
    ['no choice', { realName: '王', phone: '13800000001' }, { children: 'choice' }],
  ])('%s', (_name, values, problems) => {
    expect(readSignUpForm(posted(values), FORM).problems).toEqual(problems);
  });

  it('sends realName and phone as their own fields and only the other defined fields as signForm', () => {
    const read = readSignUpForm(posted({ realName: ' 王小溪 ', phone: '13800000001', works: '街巷', children: '1', intruder: 'x' }), FORM);
    expect(read.submission).toEqual({ realName: '王小溪', phone: '13800000001', fields: { works: '街巷', children: '1' } });
    expect(read.values).not.toHaveProperty('intruder');
  });

  it('reads at most MAX_POSTED_CHARS of a value, and a non-text value as empty', () => {
    const form = { get: (name: string) => (name === 'realName' ? 'x'.repeat(MAX_POSTED_CHARS + 50) : name === 'phone' ? new Blob([]) : null) };
    const read = readSignUpForm(form, FORM.slice(0, 2));
    expect(read.values.realName).toHaveLength(MAX_POSTED_CHARS);
    expect(read.problems).toEqual({ realName: 'tooLong', phone: 'required' });
  });
});

describe('signUpAnswerOf', () => {
  it.each([
    ['success', { success: true, message: '报名成功', registCode: 'YX1' }, 'signedUp'],
    ['the platform refuses a repeat', { success: false, message: '请不要重复报名', registCode: '' }, 'refused'],
    ['the platform refuses a full activity', { success: false, message: '活动名额已满，请下次再来', registCode: '' }, 'refused'],
    ['no answer', null, 'failed'],
  ] as const)('%s', (_name, result, outcome) => {
    const answer = signUpAnswerOf(result, { realName: '王' });
    expect(answer.outcome).toBe(outcome);
    if (result && !result.success) expect(answer.message).toBe(result.message);
    expect(answer.values).toEqual(outcome === 'signedUp' ? {} : { realName: '王' });
  });
});

describe('signUpRedirect', () => {
  const hrefs = { detail: '/d', login: '/l' };
  it.each([
    ['signedUp', '/d'],
    ['loginRequired', '/l'],
    ['refused', null],
    ['invalid', null],
    ['failed', null],
  ] as const)('%s goes to %s', (outcome, href) => expect(signUpRedirect({ outcome }, hrefs)).toBe(href));
  it('no post, no redirect', () => expect(signUpRedirect(undefined, hrefs)).toBeNull());
});

describe('problemMessage', () => {
  it('names the field and its limit', () => {
    expect(problemMessage('tooLong', { label: '作品说明', maxLength: 200 })).toEqual({ key: 'activity.problem.tooLong', vars: { label: '作品说明', max: 200 } });
  });
});
