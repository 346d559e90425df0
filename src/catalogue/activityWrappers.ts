import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { empty, mapResult } from './result.ts';
import type { SessionHandle } from './session.ts';
import { ENTRY_LIST_SIZE } from '../lib/activityRules.ts';

/**
 * The activity calls as the activity pages use them (issue 16): typed inputs, the reader's session
 * where the platform needs the member (accesstoken), and the few rules that belong to the call
 * rather than the page (the first 8 entries). Results are the clean types of activitySchemas.ts; a
 * refusal (请不要重复报名…) is `success: false` with the platform's message. The vote calls are
 * voteWrappers.ts.
 */

type Id = number | string;

const missing = (id: unknown) => id === undefined || id === null || id === '' || id === 0 || id === '0';

export function activityWrappers(engine: CatalogueEngine) {
  const { call } = engine;
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
  };
}
