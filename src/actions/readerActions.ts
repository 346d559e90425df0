/**
 * The reader's identity Actions (SPEC §4–§6): who is reading, login by phone code or password,
 * registration, WeChat login, logout and the member's own details. Each validates and calls the
 * catalogue; the tokens stay in the server's session store (docs/decisions/080).
 */
import { defineAction } from 'astro:actions';
import { z } from 'astro/zod';
import { siteCatalogue } from '../catalogue/catalogue.ts';
import { EMPTY_SESSION, prepareVisit } from '../catalogue/session.ts';
import { clientErrorOf, readerSessionOf, readerViewOf } from '../catalogue/readerSessions.ts';
import { startMemberSession, usableLogin } from '../catalogue/identityWrappers.ts';
import { WECHAT_STATE_COOKIE, wechatStateBound } from '../lib/wechatAuthRules.ts';
import type { MemberDetail } from '../catalogue/identitySchemas.ts';
import { loginProblem, passwordProblem, phoneProblem, LOGIN_MODES, type LoginMode } from '../lib/loginRules.ts';
import type { AccountChangeAnswer, LoginAnswer, LoginRefusal, ReaderAnswer, ReaderView, SendCodeAnswer, WechatLoginAnswer } from '../contracts/reader.ts';
import type { ClientCatalogueError } from '../contracts/platformErrors.ts';

const text = (max: number) => z.string().max(max).optional();

export interface ProfileAnswer {
  reader: ReaderView;
  detail: MemberDetail | null;
  error: ClientCatalogueError | null;
}

/** The reader's address as the server saw it (forwarding headers are dropped unless TRUST_PROXY). */
export function clientIpOf(context: { clientAddress: string }): string | null {
  try {
    return context.clientAddress || null;
  } catch {
    return null;
  }
}

/** PLATFORM.md §4.4: the SSO's key for a refused login. */
const WRONG_CREDENTIALS = 'name_or_pwd_error';
/** A phone or password change the platform refused: its words, or a code that was wrong (the SSO says name or password). */
const changeRefused = (result: { ok: false; error: { message: string | null; reason?: string | null } }): AccountChangeAnswer =>
  result.error.reason === WRONG_CREDENTIALS ? { ok: false, messageKey: 'login.codeWrong', message: null } : { ok: false, messageKey: 'member.failed', message: result.error.message };
const refusedBy = (result: { ok: false; error: { message: string | null } }): LoginRefusal => ({ messageKey: 'login.failed', message: result.error.message });

export const reader = {
  /** SPEC §4 before the first page: config, anonymous token, app handshake; then who is reading. */
  state: defineAction({
    input: z.object({}).strict().optional(),
    handler: async (_input, context): Promise<ReaderAnswer> => {
      const session = await readerSessionOf(context);
      const visit = await prepareVisit({ catalogue: siteCatalogue, session, requiresAuth: false });
      const handshake = visit.appAuthReady === false ? siteCatalogue.appAuthError() : null;
      return { reader: readerViewOf(session.tokens, context.locals.client), error: handshake ? clientErrorOf(handshake) : null };
    },
  }),

  sendCode: defineAction({
    accept: 'form',
    input: z.object({ phone: z.string().max(32) }),
    handler: async ({ phone }, context): Promise<SendCodeAnswer> => {
      const problem = phoneProblem(phone);
      if (problem) return { sent: false, phone: '', refusal: { messageKey: problem, message: null } };
      const session = await readerSessionOf(context);
      const result = await siteCatalogue.sendLoginCode(phone.trim(), session, clientIpOf(context));
      return result.ok ? { sent: true, phone: phone.trim(), refusal: null } : { sent: false, phone: phone.trim(), refusal: refusedBy(result) };
    },
  }),

  /** One form for the three ways in; with JavaScript off it is a plain POST and the page shows the answer. */
  login: defineAction({
    accept: 'form',
    input: z.object({ mode: z.string().max(16).optional(), phone: text(32), code: text(16), password: text(64), confirm: text(64) }),
    handler: async (input, context): Promise<LoginAnswer> => {
      const mode: LoginMode = LOGIN_MODES.find((known) => known === input.mode) ?? 'code';
      const problem = loginProblem(mode, input);
      if (problem) return { ok: false, refusal: { messageKey: problem, message: null } };
      const session = await readerSessionOf(context);
      const phone = (input.phone ?? '').trim();
      const code = (input.code ?? '').trim();
      const password = input.password ?? '';
      const ip = clientIpOf(context);
      const result =
        mode === 'code'
          ? await siteCatalogue.loginByPhone({ phone, code }, session, ip)
          : mode === 'password'
            ? await siteCatalogue.passwordLogin({ phone, password }, session, ip)
            : await siteCatalogue.register({ phone, code, password }, session, ip);
      const login = usableLogin(result);
      // The SSO answers a wrong code as a wrong name or password; with a code, only the code can be wrong.
      if (!result.ok && mode !== 'password' && result.error.reason === WRONG_CREDENTIALS) return { ok: false, refusal: { messageKey: 'login.codeWrong', message: null } };
      if (!login) return { ok: false, refusal: result.ok ? { messageKey: 'login.failed', message: null } : refusedBy(result) };
      startMemberSession(session, login);
      return { ok: true, reader: readerViewOf(session.tokens, context.locals.client) };
    },
  }),

  logout: defineAction({
    accept: 'form',
    handler: async (_input, context): Promise<{ reader: ReaderView }> => {
      const session = await readerSessionOf(context);
      // The platform's login ends too, so its tokens are worthless wherever they were kept; the
      // reader is logged out here whatever the platform answers.
      await siteCatalogue.logout(session);
      session.destroy();
      return { reader: readerViewOf(EMPTY_SESSION, context.locals.client) };
    },
  }),

  /**
   * SPEC §4 WeChat: the code from the authorise redirect is exchanged for the user info; without an
   * openid the browser retries; with a unionid the reader logs in (thirdLogin, tencent_wechat).
   */
  wechatLogin: defineAction({
    input: z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/), state: z.string().max(128).optional() }),
    handler: async ({ code, state }, context): Promise<WechatLoginAnswer> => {
      const session = await readerSessionOf(context);
      const view = () => readerViewOf(session.tokens, context.locals.client);
      // Only a code that came back to the browser that asked for it (docs/decisions/136); the nonce works once.
      const nonce = context.cookies.get(WECHAT_STATE_COOKIE)?.value;
      context.cookies.delete(WECHAT_STATE_COOKIE, { path: '/' });
      if (!wechatStateBound(state, nonce)) return { outcome: 'unbound', reader: view() };
      const user = await siteCatalogue.wechatUserByCode(code, { session });
      if (!user.ok) return { outcome: 'failed', reader: view() };
      if (user.empty || !user.value.openid) return { outcome: 'noOpenid', reader: view() };
      if (!user.value.unionid) return { outcome: 'authorised', reader: view() };
      const login = usableLogin(await siteCatalogue.wechatLogin(user.value, session));
      if (!login) return { outcome: 'failed', reader: view() };
      startMemberSession(session, login, user.value.unionid);
      return { outcome: 'loggedIn', reader: view() };
    },
  }),

  profile: defineAction({
    input: z.object({}).strict().optional(),
    handler: async (_input, context): Promise<ProfileAnswer> => {
      const session = await readerSessionOf(context);
      if (!readerViewOf(session.tokens, context.locals.client).loggedIn) return { reader: readerViewOf(session.tokens, context.locals.client), detail: null, error: null };
      const result = await siteCatalogue.memberDetail(session, { inNativeApp: context.locals.client?.inNativeApp ?? false });
      const reader = readerViewOf(session.tokens, context.locals.client);
      if (!result.ok) return { reader, detail: null, error: clientErrorOf(result.error) };
      return { reader, detail: result.empty ? null : result.value, error: null };
    },
  }),

  /** A phone for a member who came in through WeChat (docs/decisions/166); the code comes from `sendCode`. */
  bindPhone: defineAction({
    accept: 'form',
    input: z.object({ phone: text(32), code: text(16) }),
    handler: async (input, context): Promise<AccountChangeAnswer> => {
      const problem = loginProblem('code', input);
      if (problem) return { ok: false, messageKey: problem, message: null };
      const session = await readerSessionOf(context);
      const result = await siteCatalogue.bindPhone({ phone: (input.phone ?? '').trim(), code: (input.code ?? '').trim() }, session, clientIpOf(context));
      if (!result) return { ok: false, messageKey: 'member.failed', message: null };
      return result.ok ? { ok: true } : changeRefused(result);
    },
  }),

  /** The first password of a member with a bound phone (docs/decisions/166). */
  setPassword: defineAction({
    accept: 'form',
    input: z.object({ password: text(64), confirm: text(64) }),
    handler: async (input, context): Promise<AccountChangeAnswer> => {
      const problem = passwordProblem(input, true);
      if (problem) return { ok: false, messageKey: problem, message: null };
      const session = await readerSessionOf(context);
      const result = await siteCatalogue.setPassword(input.password ?? '', session, clientIpOf(context));
      if (!result) return { ok: false, messageKey: 'member.failed', message: null };
      return result.ok ? { ok: true } : changeRefused(result);
    },
  }),

  updateProfile: defineAction({
    accept: 'form',
    input: z.object({ nickname: text(40), sex: z.enum(['0', '1', '2']).optional(), birthday: text(10), address: text(100) }),
    handler: async (input, context): Promise<{ ok: boolean; detail: MemberDetail | null; message: string | null }> => {
      const session = await readerSessionOf(context);
      if (!readerViewOf(session.tokens, context.locals.client).loggedIn) return { ok: false, detail: null, message: null };
      const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== ''));
      const result = await siteCatalogue.updateMember(fields, session);
      if (!result.ok) return { ok: false, detail: null, message: result.error.message };
      if (!result.empty) session.update({ member: { userId: result.value.userId, nickname: result.value.nickname, avatar: result.value.avatar } });
      return { ok: true, detail: result.empty ? null : result.value, message: null };
    },
  }),
};
