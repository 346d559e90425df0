import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../identity/readerClaim.ts';
import { envelope, type Reply } from './envelope.ts';
import type { RouteRequest } from './mountRoutes.ts';

/** The accesstoken's member, for a call that acts only for the reader themself; otherwise the refusal to answer. */
export function selfMember(request: RouteRequest): number | Reply {
  if (request.reader.memberId === null) return envelope.failure(LOGIN_FIRST);
  if (namesOtherMember(request.params, request.reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
  return request.reader.memberId;
}
