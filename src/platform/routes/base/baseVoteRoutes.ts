import { envelope } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import { readerAddressOf } from '../../http/clientAddress.ts';
import { LOGIN_FIRST, namesOtherMember, NOT_YOUR_ACCOUNT } from '../../identity/readerClaim.ts';
import { recordVote, VOTE_MESSAGES, type VoteExtra } from '../../activity/voteRecording.ts';
import { loadVoteRow, voterOf, voteResultShape } from '../../activity/voteShape.ts';

const voteIdOf = ({ params }: RouteRequest) => params.id(['voteID', 'voteId', 'id']);

/**
 * The app_if vote calls (PLATFORM.md §5.1): the old `vote` (voteResult[] "questionID:optionID",
 * no payload encryption, so only for votes without a verify code), voteCount and voteResult.
 * Counting goes through the same recordVote as the nis service: once per submission, within the limit.
 */
export const baseVoteRoutes: RouteDef[] = [
  {
    path: '/vote',
    methods: ['POST'],
    async handler(request) {
      const { params, ctx, reader } = request;
      if (reader.memberId !== null && namesOtherMember(params, reader.memberId)) return envelope.failure(NOT_YOUR_ACCOUNT);
      const vote = await loadVoteRow(ctx, voteIdOf(request));
      if (!vote) return envelope.failure(VOTE_MESSAGES.missing);
      if ((vote.extra as VoteExtra).verifyCode) return envelope.failure(VOTE_MESSAGES.needsCode);
      const voter = voterOf(reader.memberId, vote.needLogin, params.string(['userOtherID', 'device'], '', 64));
      if (!voter) return envelope.failure(LOGIN_FIRST);
      const entries = [...params.all('voteResult'), ...params.all('optionID')].slice(0, 51);
      const optionIds = entries.map((entry) => Number(entry.includes(':') ? entry.split(':')[1] : entry));
      if (entries.length > 50 || !optionIds.every((id) => Number.isInteger(id) && id > 0 && id < 2_147_483_647)) return envelope.failure(VOTE_MESSAGES.foreignOption);
      const result = await recordVote(ctx, { voteId: vote.id, optionIds, voter, memberId: reader.memberId ?? 0, address: readerAddressOf(request.c) });
      return result.success ? envelope.ok({ voted: true, message: result.message, voteId: result.voteId, optionIds: result.optionIds }) : envelope.failure(result.message);
    },
  },
  {
    path: '/voteResult',
    async handler(request) {
      const row = await loadVoteRow(request.ctx, voteIdOf(request));
      if (!row) return envelope.notFound();
      const shaped = await voteResultShape(request.ctx, row.id, voterOf(request.reader.memberId, row.needLogin, request.params.string('device', '', 64)));
      return shaped ? envelope.ok(shaped) : envelope.notFound();
    },
  },
  {
    path: '/voteCount',
    async handler(request) {
      const shaped = await voteResultShape(request.ctx, voteIdOf(request), null);
      return shaped ? envelope.ok(shaped) : envelope.notFound();
    },
  },
];
