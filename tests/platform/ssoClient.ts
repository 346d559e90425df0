/** Signed SSO calls for the contract tests: the headers of PLATFORM.md §4.3, params signed in the order sent, under the test platforms' key. */
import { programSign } from '../../src/platform/http/ssoHttp.ts';
import { grantWechatLogin } from '../../src/platform/identity/wechatOauth.ts';
import { TEST_SSO_SECRET, type TestPlatform } from './startTestPlatform.ts';

export interface SsoCallOptions {
  devid?: string;
  token?: string;
  /** Change the headers after signing (to prove a refusal). */
  tamper?: (headers: Record<string, string>) => void;
  /** Sign only these params (default: all, in order). */
  signed?: string[];
  /** The program-sign key (default: the test platforms'; '' signs without one, as PLATFORM.md §4.3). */
  key?: string;
}

export function ssoHeaders(form: Record<string, string>, options: SsoCallOptions = {}): Record<string, string> {
  const base = { devid: options.devid ?? 'test-device', random: '12345', timestamp: String(Date.now()), token: options.token ?? '', version: '1.0.0' };
  const names = options.signed ?? Object.keys(form);
  const headers: Record<string, string> = {
    ...base,
    'program-params': names.join(','),
    'program-sign': programSign(
      base,
      names.map((n) => [n, form[n] ?? '']),
      options.key ?? TEST_SSO_SECRET,
    ),
  };
  options.tamper?.(headers);
  return headers;
}

export function ssoCall(p: TestPlatform, route: string, form: Record<string, string>, options: SsoCallOptions = {}) {
  return p.call(`/sso-app/api/${route}`, { form, headers: ssoHeaders(form, options) });
}

/** What the platform's own WeChat code exchange records for an openid it answered: one thirdLogin may use it. */
export function vouchForWechat(p: TestPlatform, openid: string): Promise<void> {
  return grantWechatLogin(p.platform.context.db, openid);
}
