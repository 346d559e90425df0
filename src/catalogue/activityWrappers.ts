import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { configError } from './errorCatalogue.ts';
import { empty, fail, mapResult, type Result } from './result.ts';
import type { SessionHandle } from './session.ts';
import type { VoteRecordResult } from './voteSchemas.ts';
import { ENTRY_LIST_SIZE } from '../lib/activityRules.ts';

/**
 * The activity and vote calls as the activity pages use them (issue 16): typed inputs, the reader's
 * session where the platform needs the member (accesstoken), and the few rules that belong to the
 * call rather than the page (the first 8 entries; a vote only after the app handshake, its payload
 * SM4-encrypted by buildRequest). Results are the clean types of activitySchemas.ts and
 * voteSchemas.ts; a refusal (请不要重复报名, 验证码错误…) is either `success: false` with the
 * platform's message (sign-ups, never wrapped) or a failed Result whose error carries it.
 */

type Id = number | string;

const missing = (id: unknown) => id === undefined || id === null || id === '' || id === 0 || id === '0';

/** A vote submission: the options chosen, and the verify code with the key of its image when the vote asks for one. */
export interface VoteSubmission {
  voteId: number;
  optionIds: number[];
  codeKey?: string;
  verifyCode?: string;
  /** The captcha service's data when the site config enables afsCheck (SPEC §3); otherwise left out. */
  afsData?: string;
}

export function activityWrappers(engine: CatalogueEngine) {
  const { call, config } = engine;
  const withSession = (session: SessionHandle | undefined, options: CallOptions): CallOptions => (session ? { ...options, session } : options);

  return {
    activityCats: (options: CallOptions = {}) => call('activityCats', {}, options),
    /** One page (20) of activities; catId -1 for all. */
    activityList(input: { catId?: number; page?: number; lastFileId?: Id } = {}, options: CallOptions = {}) {
      return call('activityList', { catID: input.catId ?? -1, page: input.page ?? 0, lastFileId: input.lastFileId ?? 0 }, options);
    },
    /** The activity; with a session, isSignUp and registCode are the reader's. Absent id → empty. */
    activityDetail(input: { id: Id | null | undefined }, session?: SessionHandle, options: CallOptions = {}) {
      if (missing(input.id)) return Promise.resolve(empty());
      return call('activityDetail', { fileId: input.id ?? undefined }, withSession(session, options));
    },
    /** The entry list: the first 8 (SPEC §9) and how many there are. */
    async entryList(input: { id: Id }, options: CallOptions = {}) {
      if (missing(input.id)) return empty();
      const result = await call('entryList', { fileId: input.id }, options);
      return mapResult(result, (page) => ({ list: page.list.slice(0, ENTRY_LIST_SIZE), totalCount: page.totalCount }));
    },
    myActivityList(input: { page?: number }, session: SessionHandle, options: CallOptions = {}) {
      return call('myActivityList', { page: input.page ?? 0 }, { ...options, session });
    },
    /**
     * saveActivity for the session's member: realName and phone as their own fields, the other
     * fields of the activity's form as the `signForm` JSON. Check them first with
     * lib/activityRules.ts `checkSignForm`; the platform checks again and answers its own message.
     */
    signUp(input: { id: Id; realName: string; phone: string; fields?: Record<string, string>; userName?: string }, session: SessionHandle, options: CallOptions = {}) {
      const fields = input.fields ?? {};
      return call(
        'saveActivity',
        { fileId: input.id, realName: input.realName, phone: input.phone, userName: input.userName, signForm: Object.keys(fields).length ? JSON.stringify(fields) : undefined },
        { ...options, session },
      );
    },
    /** The reader's vouchers of an activity: `{kind:'list', vouchers}` or `{kind:'verifyUrl', verifyUrl}`. */
    activityVoucher(input: { activityId: Id }, session: SessionHandle, options: CallOptions = {}) {
      return call('getActivityVoucher', { activityID: input.activityId }, { ...options, session });
    },
    /** activityVerify, the charge-off of the writeOff page: a logged-in member with the activity's verify key (docs/decisions/140). */
    chargeOff(input: { activityId: Id; registCode: string; verifyKey: string; shopSite?: string }, session: SessionHandle, options: CallOptions = {}) {
      return call('activityVerify', { activityID: input.activityId, registCode: input.registCode, verifyKey: input.verifyKey, shopSite: input.shopSite }, { ...options, session });
    },
    voteInfo(input: { voteId: Id }, session?: SessionHandle, options: CallOptions = {}) {
      if (missing(input.voteId)) return Promise.resolve(empty());
      return call('voteInfo', { voteId: input.voteId }, withSession(session, options));
    },
    voteOptions(input: { voteId: Id }, options: CallOptions = {}) {
      if (missing(input.voteId)) return Promise.resolve(empty());
      return call('voteOptions', { voteId: input.voteId }, options);
    },
    voteOptionInfo(input: { voteId: Id; optionId: Id }, options: CallOptions = {}) {
      if (missing(input.voteId) || missing(input.optionId)) return Promise.resolve(empty());
      return call('voteOptionInfo', { voteId: input.voteId, optionId: input.optionId }, options);
    },
    /** Options whose name contains `name` (vote/infoByOptName). */
    searchVoteOptions(input: { voteId: Id; name: string }, options: CallOptions = {}) {
      if (missing(input.voteId)) return Promise.resolve(empty());
      return call('voteInfoByOptName', { voteId: input.voteId, optName: input.name.trim().slice(0, 50) }, options);
    },
    /**
     * The verify-code image (PNG bytes) for `codeKey`, a random key the caller makes per image
     * (8–64 letters, digits, dashes) and sends back with the code (docs/decisions/097).
     */
    verifyCodeImage(input: { codeKey: string }, session?: SessionHandle, options: CallOptions = {}) {
      return call('verifyCodeImage', { codeKey: input.codeKey }, withSession(session, options));
    },
    /**
     * recordVoteCountAndLog after the app handshake (SPEC §7): the choice, the code and afsData go
     * as one SM4 cipher text made on this server with the configured key; the browser never sees
     * it. Without a key or a handshake the result is a failure without a request.
     */
    async recordVote(input: VoteSubmission, session: SessionHandle, options: CallOptions = {}): Promise<Result<VoteRecordResult>> {
      const ctx = { call: 'recordVoteCountAndLog', inNativeApp: options.inNativeApp ?? false };
      if (!config.sm4Key) return fail(configError(ctx));
      if (!(await engine.ensureAppAuth())) return fail(engine.appAuthError() ?? configError(ctx));
      const data = JSON.stringify({ voteId: input.voteId, optionIds: input.optionIds, codeKey: input.codeKey ?? '', verifyCode: input.verifyCode ?? '' });
      return call('recordVoteCountAndLog', { afsData: input.afsData ?? '', device: config.device, data }, { ...options, session });
    },
    /** The counts and the reader's voted flag (SPEC §4: voteResult sets the voted flag). */
    voteResult(input: { voteId: Id }, session?: SessionHandle, options: CallOptions = {}) {
      if (missing(input.voteId)) return Promise.resolve(empty());
      return call('voteResult', { id: input.voteId }, withSession(session, options));
    },
  };
}
