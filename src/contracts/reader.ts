/**
 * The reader (a member of the platform, or anonymous) as the browser sees them: what the `reader.*`
 * Actions answer and what the login form shows. The tokens never cross: they stay in the server's
 * session store (docs/decisions/080).
 */
import type { LoginMode, LoginProblem } from '../lib/loginRules.ts';
import type { WechatLoginLink } from '../lib/wechatAuthRules.ts';
import type { ClientCatalogueError } from './platformErrors.ts';

export interface ReaderView {
  loggedIn: boolean;
  userId: string | null;
  nickname: string;
  avatar: string;
  /** Inside the host app as a guest (SPEC §6): the app, not this site, logs the reader in. */
  hostAppGuest: boolean;
}

export const ANONYMOUS_READER: ReaderView = Object.freeze({ loggedIn: false, userId: null, nickname: '', avatar: '', hostAppGuest: false });

/** What the reader Actions answer: the reader, and a platform error the page must react to (SPEC §8). */
export interface ReaderAnswer {
  reader: ReaderView;
  error: ClientCatalogueError | null;
}

/** A refusal the login form shows: one of SPEC §5's messages, or the platform's own (wrong code, too many attempts). */
export interface LoginRefusal {
  messageKey: LoginProblem | 'login.failed';
  message: string | null;
}

/** `reader.sendCode`: the phone comes back so a plain-form page can keep it in the field. */
export interface SendCodeAnswer {
  sent: boolean;
  phone: string;
  refusal: LoginRefusal | null;
}

/** `reader.login` and `reader.register`. */
export type LoginAnswer = { ok: true; reader: ReaderView } | { ok: false; refusal: LoginRefusal };

/** `reader.bindPhone` and `reader.setPassword` (docs/decisions/166): done, or why not (a message key, or the platform's words). */
export type AccountChangeAnswer = { ok: true } | { ok: false; messageKey: LoginProblem | 'member.failed'; message: string | null };

/** `reader.wechatLogin`. */
export type WechatLoginAnswer = { outcome: 'loggedIn' | 'authorised' | 'noOpenid' | 'unbound' | 'failed'; reader: ReaderView };

/** A message of the login form: a message key, or the platform's own words (a wrong code, too many attempts). */
export interface LoginMessage {
  key: LoginProblem | 'login.failed' | 'login.codeSent';
  text: string | null;
  tone: 'error' | 'info';
}

/** The login form island's props (src/islands/LoginForm.island.tsx), without its words. */
export interface LoginFormProps {
  mode: LoginMode;
  /** Links to each way in (`?mode=…`), so switching works without JavaScript too. */
  modeLinks: Record<LoginMode, string>;
  /** The form's POST targets: this page with the Action's query. */
  loginAction: string;
  sendCodeAction: string;
  returnTo: string;
  phone: string;
  message: LoginMessage | null;
  /** Inside WeChat: the WeChat login (SPEC §4), finished here when WeChat sends the reader back. */
  wechat: WechatLoginLink | null;
}

/** The WeChat authorisation island's props (src/islands/WechatAuth.island.tsx), without its words. */
export interface WechatAuthProps {
  /** Where an authorisation starts (src/pages/wxAuthorize.ts). */
  startUrl: string;
  nativeAppMarker: string;
}
