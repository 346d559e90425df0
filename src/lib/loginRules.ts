/**
 * The login form's rules (SPEC §5), one implementation for the island, the form Action and the
 * tests: which message a form gets before anything is sent, and where a login may return to.
 */
export type LoginMode = 'code' | 'password' | 'register';

export const LOGIN_MODES: readonly LoginMode[] = ['code', 'password', 'register'];

/** Mainland mobile numbers, as the platform's SSO checks them. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
export const CODE_PATTERN = /^\d{4,8}$/;
export const PASSWORD_MAX = 64;

export interface LoginFields {
  phone?: string | null;
  code?: string | null;
  password?: string | null;
  confirm?: string | null;
}

export type LoginProblem =
  'msg.enterPhone' | 'msg.enterCode' | 'msg.enterPassword' | 'msg.confirmPassword' | 'login.phoneFormat' | 'login.codeFormat' | 'login.passwordMismatch' | 'login.passwordLength' | 'login.codeWrong';

const filled = (value: string | null | undefined) => (value ?? '').trim();

/** The first problem of a form, in the order the reader fills it in; null when it may be sent. */
export function loginProblem(mode: LoginMode, fields: LoginFields): LoginProblem | null {
  const phone = filled(fields.phone);
  if (!phone) return 'msg.enterPhone';
  if (!PHONE_PATTERN.test(phone)) return 'login.phoneFormat';
  if (mode !== 'password') {
    const code = filled(fields.code);
    if (!code) return 'msg.enterCode';
    if (!CODE_PATTERN.test(code)) return 'login.codeFormat';
  }
  if (mode === 'password') return passwordProblem(fields, false);
  if (mode === 'register') return passwordProblem(fields, true);
  return null;
}

/**
 * The password's problem (SPEC §5 password set: 请输入密码, 请确认密码), with its confirmation when
 * the reader chooses a new one (registration, and setting one after a WeChat login).
 */
export function passwordProblem(fields: Pick<LoginFields, 'password' | 'confirm'>, confirmed: boolean): LoginProblem | null {
  const password = fields.password ?? '';
  if (!password) return 'msg.enterPassword';
  if (password.length < 6 || password.length > PASSWORD_MAX) return 'login.passwordLength';
  if (!confirmed) return null;
  const confirm = fields.confirm ?? '';
  if (!confirm) return 'msg.confirmPassword';
  return confirm === password ? null : 'login.passwordMismatch';
}

/** The phone problem alone (before a code is requested). */
export function phoneProblem(phone: string | null | undefined): LoginProblem | null {
  const value = filled(phone);
  if (!value) return 'msg.enterPhone';
  return PHONE_PATTERN.test(value) ? null : 'login.phoneFormat';
}

/**
 * Where a login returns to: a path of this site under `basePath`, never another origin (no open
 * redirect), and never back to the login page itself. Anything else returns home.
 */
export function safeReturnPath(raw: string | null | undefined, basePath: string, home: string, loginPath: string): string {
  const value = (raw ?? '').trim();
  if (!value || value.length > 2048 || !value.startsWith(`${basePath}/`) || value.startsWith('//') || /[\\\s]/.test(value)) return home;
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return home;
  }
  if (url.origin !== 'http://site.invalid' || !url.pathname.startsWith(`${basePath}/`) || url.pathname.startsWith(loginPath)) return home;
  return `${url.pathname}${url.search}`;
}
