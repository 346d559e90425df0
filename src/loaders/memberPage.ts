import { routeUrl } from '../routes.ts';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { readerViewOf } from '../catalogue/readerSessions.ts';
import type { FavouriteItem, MemberDetail } from '../catalogue/identitySchemas.ts';
import { memberIdOf } from '../catalogue/session.ts';
import { articleRoute } from '../lib/articleRoute.ts';
import type { PageReader } from '../context/pageReader.ts';
import { pageAnswer, type PageAnswer } from '../context/pageAnswer.ts';
import type { AccountChangeAnswer, SendCodeAnswer } from '../contracts/reader.ts';
import type { MessageKey } from '../i18n/messages/messageKey.ts';

/**
 * `/getUserInfo.html` (获取会员信息): the member's own details and the form that changes them
 * (member/getUserInfo, member/info). For this reader only; an anonymous reader is offered the login
 * with a way back here.
 */
export interface MemberPageView {
  loggedIn: boolean;
  loginUrl: string;
  detail: MemberDetail | null;
  /** After a plain-form save: saved, or the platform's reason (or a generic failure). */
  saved: { ok: true } | { ok: false; message: string | null } | null;
  /** The detail could not be read although the reader is logged in. */
  failed: boolean;
  /** The member's kept articles (myFav, first page), each with its page's address. */
  favourites: Array<FavouriteItem & { href: string }>;
  /** Phone and password after a WeChat login (docs/decisions/166). */
  account: AccountFormsView;
}

/**
 * Which of the two forms the member needs: a phone first (bindPhone, with the number typed so far
 * and whether a code went to it), then a password (setPassword); and the last answer, beside its form.
 */
export interface AccountFormsView {
  bindPhone: { phone: string; codeSent: boolean } | null;
  setPassword: boolean;
  message: { form: 'bindPhone' | 'setPassword'; key: MessageKey; text: string | null; tone: 'error' | 'info' } | null;
}

/** The answers of the plain-form posts this page may be the answer to. */
export interface AccountResults {
  sendCode: Outcome<SendCodeAnswer>;
  bindPhone: Outcome<AccountChangeAnswer>;
  setPassword: Outcome<AccountChangeAnswer>;
}

const NO_FORMS: AccountFormsView = { bindPhone: null, setPassword: false, message: null };

/** The forms a member's detail calls for, and the message of the post just answered. */
export function accountForms(detail: MemberDetail | null, results: AccountResults): AccountFormsView {
  if (!detail) return NO_FORMS;
  const sent = results.sendCode?.data;
  const bound = results.bindPhone?.data;
  const set = results.setPassword?.data;
  const failed = (form: 'bindPhone' | 'setPassword', answer: Exclude<AccountChangeAnswer, { ok: true }>) => ({ form, key: answer.messageKey, text: answer.message, tone: 'error' as const });
  const message: AccountFormsView['message'] = bound
    ? bound.ok
      ? { form: 'setPassword', key: 'member.bound', text: null, tone: 'info' }
      : failed('bindPhone', bound)
    : set
      ? set.ok
        ? { form: 'setPassword', key: 'member.passwordSet', text: null, tone: 'info' }
        : failed('setPassword', set)
      : sent
        ? sent.refusal
          ? { form: 'bindPhone', key: sent.refusal.messageKey, text: sent.refusal.message, tone: 'error' }
          : { form: 'bindPhone', key: 'login.codeSent', text: null, tone: 'info' }
        : results.sendCode?.error || results.bindPhone?.error || results.setPassword?.error
          ? { form: results.setPassword?.error ? 'setPassword' : 'bindPhone', key: 'member.failed', text: null, tone: 'error' }
          : null;
  if (!detail.phone) return { bindPhone: { phone: sent?.phone ?? '', codeSent: Boolean(sent?.sent) }, setPassword: false, message };
  // Shown once more after it is set, so the reader sees it worked.
  return { bindPhone: null, setPassword: !detail.hasPassword || Boolean(set?.ok), message };
}

type Outcome<T> = { data?: T; error?: unknown } | undefined;

export async function loadMemberPage(input: {
  url: URL;
  reader: PageReader;
  saveResult: Outcome<{ ok: boolean; detail: MemberDetail | null; message: string | null }>;
  accountResults: AccountResults;
}): Promise<PageAnswer<MemberPageView>> {
  // The reader's own profile: never cached.
  return pageAnswer(200, 'private', await memberView(input));
}

async function memberView(input: {
  url: URL;
  reader: PageReader;
  saveResult: Outcome<{ ok: boolean; detail: MemberDetail | null; message: string | null }>;
  accountResults: AccountResults;
}): Promise<MemberPageView> {
  const session = await input.reader.session();
  const loginUrl = routeUrl('login', [], { redirect: input.url.pathname });
  const save = input.saveResult;
  const saved = save ? (save.data?.ok ? { ok: true as const } : { ok: false as const, message: save.data?.message ?? null }) : null;
  if (!readerViewOf(session.tokens, input.reader.client).loggedIn) return { loggedIn: false, loginUrl, detail: null, saved: null, failed: false, favourites: [], account: NO_FORMS };
  const inNativeApp = input.reader.client.inNativeApp;
  const [result, kept] = await Promise.all([
    siteCatalogue.memberDetail(session, { inNativeApp, optional: true }),
    siteCatalogue.myFavourites(memberIdOf(session.tokens) ?? '', 0, session, { inNativeApp, optional: true }),
  ]);
  const favourites = kept.ok && !kept.empty ? kept.value.map((item) => ({ ...item, href: articleRoute(item) })) : [];
  // A login the platform no longer knows (10111 that could not be refreshed) is an anonymous reader now.
  const loggedIn = readerViewOf(session.tokens, input.reader.client).loggedIn;
  const detail = result.ok && !result.empty ? withoutDefaultBirthday(result.value) : null;
  return {
    loggedIn,
    loginUrl,
    detail,
    saved: loggedIn ? saved : null,
    failed: loggedIn && !result.ok,
    favourites: loggedIn ? favourites : [],
    account: loggedIn ? accountForms(detail, input.accountResults) : NO_FORMS,
  };
}

/**
 * The platform answers 2000-01-01 for a member who never gave a birthday (PLATFORM.md §4.4): shown
 * as an empty field to fill in, not as a date the reader did not choose.
 */
export const PLATFORM_DEFAULT_BIRTHDAY = '2000-01-01';

export function withoutDefaultBirthday<T extends { birthday: string }>(detail: T): T {
  return detail.birthday.trim() === PLATFORM_DEFAULT_BIRTHDAY ? { ...detail, birthday: '' } : detail;
}
