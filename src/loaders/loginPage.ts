import { BASE_PATH, SITE_ENDPOINTS, routeUrl } from '../routes.ts';
import { pickMessages } from '../i18n/translate.ts';
import type { Locale } from '../i18n/locales.ts';
import type { MessageKey } from '../i18n/messages/messageKey.ts';
import { LOGIN_MODES, safeReturnPath, type LoginMode } from '../lib/loginRules.ts';
import { wechatAuthConfigured, wechatStartHref, withoutAuthParams, type WechatLoginConfig, type WechatLoginLink } from '../lib/wechatAuthRules.ts';
import { readerViewOf } from '../catalogue/readerSessions.ts';
import type { LoginMessage, ReaderView, LoginAnswer, SendCodeAnswer } from '../contracts/reader.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import type { PageReader } from '../context/pageReader.ts';

/**
 * `/login.html` (SPEC §2, §5): which way in, where to return, and what the last plain-form POST
 * answered. The page answers one reader (it shows whether they are logged in), so it is never cached.
 */

const FORM_MESSAGES: readonly MessageKey[] = [
  'route.login',
  'login.byCode',
  'login.byPassword',
  'login.register',
  'login.phone',
  'login.code',
  'login.sendCode',
  'login.resendIn',
  'login.codeSent',
  'login.password',
  'login.confirm',
  'login.submit',
  'login.submitRegister',
  'login.newNumber',
  'login.phoneFormat',
  'login.codeFormat',
  'login.codeWrong',
  'login.passwordLength',
  'login.passwordMismatch',
  'login.failed',
  'msg.enterPhone',
  'msg.enterCode',
  'msg.enterPassword',
  'msg.confirmPassword',
  'login.wechat',
  'state.authorising',
  'msg.wechatAuthFailed',
  'msg.wechatUserInfoFailed',
];

/** Astro's getActionResult, narrowed to what this page reads. */
type Outcome<T> = { data?: T; error?: unknown } | undefined;

export interface LoginPageInput {
  url: URL;
  reader: PageReader;
  locale: Locale;
  siteOrigin: string;
  /** The site's WeChat login settings, when it has a config. */
  wechat: WechatLoginConfig | undefined;
  /** The query strings of the Actions (`?_action=reader.login`), from astro:actions. */
  actionQueries: { login: string; sendCode: string; logout: string };
  results: { login: Outcome<LoginAnswer>; sendCode: Outcome<SendCodeAnswer> };
}

export interface LoginPageView {
  /** After a successful plain-form login: where to send the reader (303). */
  redirectTo: string | null;
  reader: ReaderView;
  mode: LoginMode;
  modeLinks: Record<LoginMode, string>;
  loginAction: string;
  sendCodeAction: string;
  logoutAction: string;
  returnTo: string;
  profileUrl: string;
  phone: string;
  message: LoginMessage | null;
  messages: ReturnType<typeof pickMessages>;
  /** Inside WeChat, for a site whose WeChat app logs readers in: the WeChat login (SPEC §4). */
  wechat: WechatLoginLink | null;
}

/** Inside WeChat, for a site whose WeChat app logs readers in: its app, authorize page and the link round it back here. */
function wechatLoginLink(input: LoginPageInput): WechatLoginLink | null {
  const wechat = input.wechat;
  if (!input.reader.client.inWeChat || !wechatAuthConfigured(wechat)) return null;
  const startUrl = `${BASE_PATH}/${SITE_ENDPOINTS.wechatAuthorize}`;
  // This page as the reader has it: the public origin and the `.html` address (Astro's URL has neither).
  const back = withoutAuthParams(new URL(`${routeUrl('login')}${input.url.search}`, input.siteOrigin).href);
  return { startUrl, href: wechatStartHref(startUrl, back) };
}

/** This page's URL with `query` set and the Action's `_action` added (the form posts keep mode and return). */
function pageWith(url: URL, query: Record<string, string>, actionQuery = ''): string {
  const params = new URLSearchParams();
  for (const key of ['mode', 'redirect']) {
    const value = query[key] ?? url.searchParams.get(key);
    if (value) params.set(key, value);
  }
  for (const [key, value] of new URLSearchParams(actionQuery)) params.set(key, value);
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}

export async function loadLoginPage(input: LoginPageInput): Promise<PageAnswer<LoginPageView>> {
  // It shows who is logged in: for this reader only. After a login it sends them on (303).
  const view = await loginView(input);
  return pageAnswer(view.redirectTo ? 303 : 200, 'private', view);
}

async function loginView(input: LoginPageInput): Promise<LoginPageView> {
  const { url, results, actionQueries } = input;
  const home = routeUrl('home');
  const returnTo = safeReturnPath(url.searchParams.get('redirect'), BASE_PATH, home, `${BASE_PATH}/login`);
  const mode = LOGIN_MODES.find((known) => known === url.searchParams.get('mode')) ?? 'code';
  const session = await input.reader.session();
  const login = results.login?.data;
  const sent = results.sendCode?.data;
  let message: LoginMessage | null = null;
  if (login && !login.ok) message = { key: login.refusal.messageKey, text: login.refusal.message, tone: 'error' };
  else if (sent) message = sent.sent ? { key: 'login.codeSent', text: null, tone: 'info' } : sent.refusal && { key: sent.refusal.messageKey, text: sent.refusal.message, tone: 'error' };
  else if (results.login?.error || results.sendCode?.error) message = { key: 'login.failed', text: null, tone: 'error' };
  return {
    redirectTo: login?.ok ? returnTo : null,
    reader: readerViewOf(session.tokens, input.reader.client),
    mode,
    modeLinks: { code: pageWith(url, { mode: 'code' }), password: pageWith(url, { mode: 'password' }), register: pageWith(url, { mode: 'register' }) },
    loginAction: pageWith(url, {}, actionQueries.login),
    sendCodeAction: pageWith(url, {}, actionQueries.sendCode),
    logoutAction: pageWith(url, {}, actionQueries.logout),
    returnTo,
    profileUrl: routeUrl('getUserInfo'),
    phone: sent?.phone ?? '',
    message,
    messages: pickMessages(input.locale, FORM_MESSAGES),
    wechat: wechatLoginLink(input),
  };
}
