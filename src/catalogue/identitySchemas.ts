import * as v from 'valibot';
import { list, num, record, str } from './schemaParts.ts';

/** Answers of the identity calls: SSO logins (PLATFORM.md §4.4), WeChat user info (§6.1), the member detail. */

export interface LoginInfo {
  token: string;
  accessToken: string;
  refreshToken: string;
  userid: string;
  uid: string;
  nickname: string;
  head: string;
}

export const loginInfoSchema = v.pipe(
  record({ token: str, accessToken: str, refreshToken: str, userid: str, uid: str, nickname: str, head: str }),
  v.transform((x): LoginInfo => ({ token: x.token, accessToken: x.accessToken, refreshToken: x.refreshToken, userid: x.userid, uid: x.uid, nickname: x.nickname, head: x.head })),
);

export interface WechatUser {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}

export const wechatUserSchema = v.pipe(
  record({ openid: str, unionid: str, nickname: str, headimgurl: str }),
  v.transform((x): WechatUser => ({ openid: x.openid, unionid: x.unionid, nickname: x.nickname, headimgurl: x.headimgurl })),
);

/** A member's own detail (member/getUserInfo, member/info); SPEC §7: an empty answer is "no member". */
export interface MemberDetail {
  userId: string;
  nickname: string;
  avatar: string;
  phone: string;
  sex: '0' | '1' | '2';
  birthday: string;
  address: string;
  score: string;
  /** False only when the platform says the member has no password of their own (isDefPassword 1, docs/decisions/166). */
  hasPassword: boolean;
}

export const memberDetailSchema = v.pipe(
  v.unknown(),
  v.transform((x): MemberDetail | null => {
    if (!x || typeof x !== 'object') return null;
    const read = (key: string) => {
      const value: unknown = Reflect.get(x, key);
      return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    };
    const userId = read('userid') || read('uid');
    if (!userId) return null;
    const sex = read('sex');
    return {
      userId,
      nickname: read('nickname'),
      avatar: read('head'),
      phone: read('phone'),
      sex: sex === '1' || sex === '2' ? sex : '0',
      birthday: read('birthday'),
      address: read('address'),
      score: read('score'),
      hasPassword: read('isDefPassword') !== '1',
    };
  }),
);

/** One kept article (PLATFORM.md §5.2 myFav): enough to list it and open its page. */
export interface FavouriteItem {
  fileId: number;
  title: string;
  articleType: number;
  columnId: number;
  linkID: number;
  time: string;
}

export const myFavSchema = v.pipe(
  v.union([v.array(v.unknown()), record({ list: v.optional(v.unknown()) })]),
  v.transform((x) => (Array.isArray(x) ? x : x.list)),
  list(
    v.pipe(
      record({ articleID: num, fileId: num, title: str, articleType: num, columnID: num, linkID: num, time: str }),
      v.transform((x): FavouriteItem => ({ fileId: x.articleID || x.fileId, title: x.title, articleType: x.articleType, columnId: x.columnID, linkID: x.linkID, time: x.time })),
    ),
  ),
  v.transform((items) => items.filter((item) => item.fileId > 0)),
);
