import type { Params } from '../http/Params.ts';

export const LOGIN_FIRST = '请先登录';
export const NOT_YOUR_ACCOUNT = '只能操作自己的账号';

/**
 * Whether the request names a member other than the accesstoken's (`userID` and its spellings). The
 * token decides who acts; a differing plain id is refused rather than silently replaced. Ids the
 * client encrypted (SM2, `04…`) are not plain numbers and are not compared.
 */
export function namesOtherMember(params: Params, memberId: number): boolean {
  const named = params.get('userID', 'userId', 'userid', 'uid')?.trim() ?? '';
  return /^\d{1,10}$/.test(named) && Number(named) !== memberId;
}
