import { describe, expect, it } from 'vitest';
import { accountForms, PLATFORM_DEFAULT_BIRTHDAY, withoutDefaultBirthday, type AccountResults } from '../../../src/loaders/memberPage.ts';

describe('the member page does not show the platform’s default birthday as the reader’s', () => {
  it.each([
    [PLATFORM_DEFAULT_BIRTHDAY, ''],
    [' 2000-01-01 ', ''],
    ['1988-07-15', '1988-07-15'],
    ['2000-01-02', '2000-01-02'],
    ['', ''],
  ])('%j → %j', (birthday, shown) => {
    expect(withoutDefaultBirthday({ birthday, nickname: 'x' })).toEqual({ birthday: shown, nickname: 'x' });
  });
});

describe('accountForms: phone first, then a password, and the last answer beside its form (docs/decisions/166)', () => {
  const member = (phone: string, hasPassword: boolean) => ({ userId: '7', nickname: 'n', avatar: '', phone, sex: '0' as const, birthday: '', address: '', score: '0', hasPassword });
  const none = { sendCode: undefined, bindPhone: undefined, setPassword: undefined };
  it.each<[string, ReturnType<typeof member> | null, Partial<AccountResults>, ReturnType<typeof accountForms>]>([
    ['no detail: nothing', null, {}, { bindPhone: null, setPassword: false, message: null }],
    ['no phone: the bind form', member('', false), {}, { bindPhone: { phone: '', codeSent: false }, setPassword: false, message: null }],
    [
      'a code sent: the phone kept, and said',
      member('', false),
      { sendCode: { data: { sent: true, phone: '13800000000', refusal: null } } },
      { bindPhone: { phone: '13800000000', codeSent: true }, setPassword: false, message: { form: 'bindPhone', key: 'login.codeSent', text: null, tone: 'info' } },
    ],
    [
      'a code refused with the platform’s words',
      member('', false),
      { sendCode: { data: { sent: false, phone: '13800000000', refusal: { messageKey: 'login.failed', message: '操作过于频繁，请稍后再试' } } } },
      { bindPhone: { phone: '13800000000', codeSent: false }, setPassword: false, message: { form: 'bindPhone', key: 'login.failed', text: '操作过于频繁，请稍后再试', tone: 'error' } },
    ],
    [
      'a wrong code',
      member('', false),
      { bindPhone: { data: { ok: false, messageKey: 'login.codeWrong', message: null } } },
      { bindPhone: { phone: '', codeSent: false }, setPassword: false, message: { form: 'bindPhone', key: 'login.codeWrong', text: null, tone: 'error' } },
    ],
    [
      'bound: the password form, saying so',
      member('138****0000', false),
      { bindPhone: { data: { ok: true } } },
      { bindPhone: null, setPassword: true, message: { form: 'setPassword', key: 'member.bound', text: null, tone: 'info' } },
    ],
    ['a phone and a password: nothing to offer', member('138****0000', true), {}, { bindPhone: null, setPassword: false, message: null }],
    [
      'the password just set: said once more',
      member('138****0000', true),
      { setPassword: { data: { ok: true } } },
      { bindPhone: null, setPassword: true, message: { form: 'setPassword', key: 'member.passwordSet', text: null, tone: 'info' } },
    ],
    [
      'a refused password',
      member('138****0000', false),
      { setPassword: { data: { ok: false, messageKey: 'login.passwordMismatch', message: null } } },
      { bindPhone: null, setPassword: true, message: { form: 'setPassword', key: 'login.passwordMismatch', text: null, tone: 'error' } },
    ],
    [
      'an Action that failed (no answer) is a failure, not silence',
      member('', false),
      { bindPhone: { error: new Error('x') } },
      { bindPhone: { phone: '', codeSent: false }, setPassword: false, message: { form: 'bindPhone', key: 'member.failed', text: null, tone: 'error' } },
    ],
  ])('%s', (_name, detail, results, expected) => {
    expect(accountForms(detail, { ...none, ...results })).toEqual(expected);
  });
});
