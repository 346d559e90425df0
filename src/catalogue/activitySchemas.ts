import * as v from 'valibot';
import { bool, list, num, optNum, record, requiredId, str } from './schemaParts.ts';
import type { ActivityFacts } from '../lib/activityRules.ts';

/**
 * Activities as the pages read them (PLATFORM.md §5.1, SPEC §3): activityList / activityDetail /
 * entryList / myActivityList, the sign-up answer (saveActivity, activityRegist: never wrapped),
 * vouchers (getActivityVoucher: a list, or a verifyUrl) and the charge-off (activityVerify). Each
 * schema is tolerant the way the real platform is — ids and counts as numbers or strings, fields
 * missing — and yields one clean type. The rules that read these (progress, the sign-up button)
 * are in lib/activityRules.ts.
 */

/** A field of the activity's own sign-up form; realName and phone travel as their own parameters. */
export interface SignFormField {
  key: string;
  label: string;
  type: 'text' | 'phone' | 'textarea' | 'select' | 'number';
  required: boolean;
  maxLength: number;
  /** The choices of a select field. */
  options: string[];
}

const FIELD_TYPES: readonly SignFormField['type'][] = ['text', 'phone', 'textarea', 'select', 'number'];
/** Older definitions are bare keys (`["realName","phone"]`): known keys get their usual label, all are required. */
const KNOWN_FIELDS: Record<string, Omit<SignFormField, 'key'>> = {
  realName: { label: '姓名', type: 'text', required: true, maxLength: 20, options: [] },
  phone: { label: '手机号', type: 'phone', required: true, maxLength: 11, options: [] },
};

const signFormField = v.pipe(
  v.union([
    v.pipe(
      v.string(),
      v.minLength(1),
      v.transform((key): SignFormField => ({ key, ...(KNOWN_FIELDS[key] ?? { label: key, type: 'text', required: true, maxLength: 100, options: [] }) })),
    ),
    v.pipe(
      record({ key: v.pipe(v.string(), v.minLength(1)), label: str, type: str, required: bool, maxLength: num, options: v.optional(v.array(v.unknown()), []) }),
      v.transform((x): SignFormField => ({
        key: x.key,
        label: x.label || x.key,
        type: FIELD_TYPES.find((t) => t === x.type) ?? 'text',
        required: x.required,
        maxLength: x.maxLength > 0 ? x.maxLength : 100,
        options: x.options.filter((o) => typeof o === 'string' || typeof o === 'number').map(String),
      })),
    ),
  ]),
);

/** An activity in a list (activityList, module type 4, myActivityList). Times are the platform's wall-clock strings (UTC+8). */
export interface ActivityItem extends ActivityFacts {
  fileId: number;
  title: string;
  picBig: string;
  catId: number;
  /** The activity's vote, 0 for a sign-up activity. */
  voteId: number;
  organizer: string;
  location: string;
  abstract: string;
  countClick: number;
}

const itemEntries = {
  fileId: requiredId,
  title: str,
  picBig: str,
  imageUrl: str,
  imgUrl: str,
  catID: num,
  startTime: str,
  endTime: str,
  startSignTime: str,
  endSignTime: str,
  quota: num,
  participatorNum: num,
  isbegin: optNum,
  voteId: num,
  organizer: str,
  location: str,
  abstract: str,
  countClick: num,
};

type ItemFields = v.InferOutput<ReturnType<typeof record<typeof itemEntries>>>;

function toItem(x: ItemFields): ActivityItem {
  return {
    fileId: x.fileId,
    title: x.title,
    picBig: x.picBig || x.imageUrl || x.imgUrl,
    catId: x.catID,
    startTime: x.startTime,
    endTime: x.endTime,
    startSignTime: x.startSignTime,
    endSignTime: x.endSignTime,
    quota: x.quota,
    participatorNum: x.participatorNum,
    isbegin: x.isbegin,
    voteId: x.voteId,
    organizer: x.organizer,
    location: x.location,
    abstract: x.abstract,
    countClick: x.countClick,
  };
}

export const activityItemSchema = v.pipe(record(itemEntries), v.transform(toItem));

/** Bare arrays or `{list}` (PLATFORM.md §5.1). */
const listOf = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
    v.transform((x) => (Array.isArray(x) ? x : x.list)),
    list(item),
  );

export const activityListSchema = listOf(activityItemSchema);

/** The vote page's header fields on a vote activity (SPEC §3: vs_head_voteimage, vs_votetheme_list, vs_user_inforule). */
export interface ActivityVoteInfo {
  headImage: string;
  themes: { title: string; content: string }[];
  userRule: string;
}

export const voteThemesSchema = list(
  v.pipe(
    v.union([v.string(), record({ title: str, content: str, name: str })]),
    v.transform((x) => (typeof x === 'string' ? { title: '', content: x } : { title: x.title || x.name, content: x.content })),
  ),
);

export interface ActivityDetail extends ActivityItem {
  /** Trusted HTML from the newsroom; the page sanitises it like article content. */
  content: string;
  signForm: SignFormField[];
  /** The reader of the accesstoken has signed up (false without one). */
  isSignUp: boolean;
  registCode: string;
  /** How vouchers come: getActivityVoucher answers a list or a verifyUrl; '' for none. */
  voucherType: 'list' | 'verifyUrl' | '';
  voteInfo: ActivityVoteInfo | null;
  shareUrl: string;
  /** 1: the newsroom closed sharing (SPEC §6), as on articles; 0 when the platform sends none. */
  shareClosed: number;
}

export const activityDetailSchema = v.pipe(
  v.unknown(),
  v.transform((x): ActivityDetail | null => {
    const item = v.safeParse(activityItemSchema, x);
    if (!item.success || item.output.fileId <= 0) return null;
    const extra = v.parse(
      record({
        content: str,
        signForm: list(signFormField),
        isSignUp: bool,
        registCode: str,
        voucherType: str,
        vs_head_voteimage: str,
        vs_votetheme_list: voteThemesSchema,
        vs_user_inforule: str,
        shareUrl: str,
        shareClosed: num,
      }),
      x,
    );
    const hasVote = item.output.voteId > 0 || extra.vs_head_voteimage !== '' || extra.vs_user_inforule !== '' || extra.vs_votetheme_list.length > 0;
    return {
      ...item.output,
      content: extra.content,
      signForm: extra.signForm,
      isSignUp: extra.isSignUp,
      registCode: extra.registCode,
      voucherType: extra.voucherType === 'list' || extra.voucherType === 'verifyUrl' ? extra.voucherType : '',
      voteInfo: hasVote ? { headImage: extra.vs_head_voteimage, themes: extra.vs_votetheme_list, userRule: extra.vs_user_inforule } : null,
      shareUrl: extra.shareUrl,
      shareClosed: extra.shareClosed,
    };
  }),
);

export interface ActivityEntry {
  id: number;
  userId: number;
  /** Masked by the platform (王**). */
  realName: string;
  createTime: string;
}

export const entryListSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), totalCount: num })]),
  v.transform((x) => (Array.isArray(x) ? { list: x, totalCount: null } : { list: x.list, totalCount: x.totalCount })),
  v.transform((x) => {
    const entries = v.parse(
      list(
        v.pipe(
          record({ id: num, userID: num, realName: str, userName: str, createTime: str }),
          v.transform((e): ActivityEntry => ({ id: e.id, userId: e.userID, realName: e.realName || e.userName, createTime: e.createTime })),
        ),
      ),
      x.list,
    );
    return { list: entries, totalCount: x.totalCount ?? entries.length };
  }),
);

export interface MyActivity extends ActivityItem {
  registCode: string;
  signTime: string;
  verified: boolean;
}

export const myActivityListSchema = listOf(
  v.pipe(
    record({ ...itemEntries, registCode: str, signTime: str, verified: bool }),
    v.transform((x): MyActivity => ({ ...toItem(x), registCode: x.registCode, signTime: x.signTime, verified: x.verified })),
  ),
);

/** saveActivity / activityRegist, never wrapped (PLATFORM.md §4.1): `{success, message}`, plus registCode here. */
export interface SignupResult {
  success: boolean;
  message: string;
  registCode: string;
}

export const signupResultSchema = v.pipe(
  v.union([record({ success: bool, message: str, msg: str, registCode: str }), v.boolean()]),
  v.transform((x): SignupResult => (typeof x === 'boolean' ? { success: x, message: '', registCode: '' } : { success: x.success, message: x.message || x.msg, registCode: x.registCode })),
);

export interface Voucher {
  code: string;
  name: string;
  shopSite: string;
  used: boolean;
  useTime: string;
}

/** SPEC §3 voucher result: a list of codes, or a verifyUrl to open. */
export type VoucherResult = { kind: 'list'; vouchers: Voucher[] } | { kind: 'verifyUrl'; verifyUrl: string };

const voucherSchema = v.pipe(
  v.union([v.string(), record({ code: str, registCode: str, name: str, shopSite: str, status: num, useTime: str })]),
  v.transform((x): Voucher =>
    typeof x === 'string'
      ? { code: x, name: '', shopSite: '', used: false, useTime: '' }
      : { code: x.code || x.registCode, name: x.name, shopSite: x.shopSite, used: x.status === 1, useTime: x.useTime },
  ),
);

export const voucherResultSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()), verifyUrl: str })]),
  v.transform((x): VoucherResult => {
    if (!Array.isArray(x) && x.verifyUrl) return { kind: 'verifyUrl', verifyUrl: x.verifyUrl };
    const vouchers = v.parse(list(voucherSchema), Array.isArray(x) ? x : x.list);
    return { kind: 'list', vouchers: vouchers.filter((voucher) => voucher.code !== '') };
  }),
);

/** activityVerify: a refusal comes as a failure status with its message (该券码已核销, 券码不存在). */
export const chargeOffSchema = v.pipe(
  v.union([record({ success: bool, value: str, message: str, registCode: str }), v.boolean(), v.string()]),
  v.transform((x) =>
    typeof x === 'object' ? { success: x.success || x.value === 'true', message: x.message, registCode: x.registCode } : { success: x === true || x === 'true', message: '', registCode: '' },
  ),
);
