import { describe, expect, it } from 'vitest';
import { loginProblem, passwordProblem, phoneProblem, safeReturnPath, type LoginFields, type LoginMode } from '../../../src/lib/loginRules.ts';

const B = '/app/template/displayTemplate/news';
const HOME = `${B}/home.html`;
const LOGIN = `${B}/login`;

describe('loginProblem (SPEC §5 messages, in the order a reader fills the form)', () => {
  const ok = { phone: '13800000000', code: '123456', password: 'secret1', confirm: 'secret1' };
  it.each<[LoginMode, LoginFields, string | null]>([
    ['code', {}, 'msg.enterPhone'],
    ['code', { phone: '   ' }, 'msg.enterPhone'],
    ['code', { phone: '12345' }, 'login.phoneFormat'],
    ['code', { phone: '12800000000' }, 'login.phoneFormat'],
    ['code', { phone: '13800000000' }, 'msg.enterCode'],
    ['code', { phone: '13800000000', code: 'abc' }, 'login.codeFormat'],
    ['code', { phone: ' 13800000000 ', code: '123456' }, null],
    ['password', { phone: '13800000000', code: '' }, 'msg.enterPassword'],
    ['password', { phone: '13800000000', password: '12345' }, 'login.passwordLength'],
    ['password', { phone: '13800000000', password: 'x'.repeat(65) }, 'login.passwordLength'],
    ['password', { phone: '13800000000', password: 'secret1' }, null],
    ['register', { phone: '13800000000' }, 'msg.enterCode'],
    ['register', { phone: '13800000000', code: '123456' }, 'msg.enterPassword'],
    ['register', { phone: '13800000000', code: '123456', password: 'secret1' }, 'msg.confirmPassword'],
    ['register', { ...ok, confirm: 'secret2' }, 'login.passwordMismatch'],
    ['register', ok, null],
  ])('%s %j → %s', (mode, fields, expected) => {
    expect(loginProblem(mode, fields)).toBe(expected);
  });

  it('checks the phone alone before a code is requested', () => {
    expect(phoneProblem('')).toBe('msg.enterPhone');
    expect(phoneProblem('1380000000')).toBe('login.phoneFormat');
    expect(phoneProblem('13800000000')).toBeNull();
  });
});

describe('passwordProblem (SPEC §5 password set: the member page after WeChat, and registration)', () => {
  it.each<[{ password?: string; confirm?: string }, boolean, string | null]>([
    [{}, true, 'msg.enterPassword'],
    [{ password: '12345', confirm: '12345' }, true, 'login.passwordLength'],
    [{ password: 'x'.repeat(65) }, true, 'login.passwordLength'],
    [{ password: 'secret1' }, true, 'msg.confirmPassword'],
    [{ password: 'secret1', confirm: 'secret2' }, true, 'login.passwordMismatch'],
    [{ password: 'secret1', confirm: 'secret1' }, true, null],
    [{ password: 'secret1' }, false, null],
    [{ password: '' }, false, 'msg.enterPassword'],
  ])('%j confirmed=%s → %s', (fields, confirmed, expected) => {
    expect(passwordProblem(fields, confirmed)).toBe(expected);
  });
});

describe('safeReturnPath (no open redirect)', () => {
  it.each([
    [`${B}/newsDetail/1/2.html`, `${B}/newsDetail/1/2.html`],
    [`${B}/newsDetail/1/2.html?isShare=true`, `${B}/newsDetail/1/2.html?isShare=true`],
    [null, HOME],
    ['', HOME],
    ['https://evil.example/', HOME],
    ['//evil.example/x', HOME],
    [`/\\evil.example`, HOME],
    ['/other/path', HOME],
    [`${B}/../../etc`, HOME],
    [`${B}/login.html?redirect=x`, HOME],
    [`${B}/a b`, HOME],
    [`${B}/` + 'x'.repeat(3000), HOME],
  ])('%s → %s', (raw, expected) => {
    expect(safeReturnPath(raw, B, HOME, LOGIN)).toBe(expected);
  });
});
