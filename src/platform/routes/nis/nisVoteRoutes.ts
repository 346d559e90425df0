import { envelope } from '../../http/envelope.ts';
import type { RouteDef, RouteRequest } from '../../http/mountRoutes.ts';
import type { Params } from '../../http/Params.ts';
import { readerAddressOf } from '../../http/clientAddress.ts';
import { AUTH_FAILED } from '../../http/tokenGuards.ts';
import { LOGIN_FIRST } from '../../identity/readerClaim.ts';
import { sm4DecryptBase64 } from '../../identity/sm4.ts';
import { CODE_KEY, newVerifyCode, renderVerifyCode, storeVerifyCode, VERIFY_MESSAGES } from '../../activity/verifyCodes.ts';
import { recordVote, VOTE_MESSAGES, type VoteAnswer } from '../../activity/voteRecording.ts';
import { loadVoteRow, shapedOptions, voteInfo, voterOf } from '../../activity/voteShape.ts';
import { optionsOfVote } from '../../activity/voteRecording.ts';

const voteIdOf = (params: Params) => params.id(['voteId', 'voteID', 'id']);
const MAX_CIPHER_CHARS = 8_000;
const MAX_OPTIONS = 50;

/** The decrypted payload's `data`: which vote, which options, and the verify code. Anything else is tampering. */
export interface VotePayload {
  voteId: number;
  optionIds: number[];
  device: string;
  codeKey: string;
  verifyCode: string;
}

const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0 && x < 2_147_483_647;
const idOf = (x: unknown) => (typeof x === 'string' && /^\d{1,10}$/.test(x) ? Number(x) : x);

/** `voteResult` entries are "questionID:optionID" (PLATFORM.md §5.1); optionIds a list or a comma string. */
function optionIdsOf(data: Record<string, unknown>): number[] | null {
  const raw = data.optionIds ?? data.optionId ?? data.voteResult;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' || typeof raw === 'number' ? String(raw).split(',') : null;
  if (!list || list.length > MAX_OPTIONS) return null;
  const ids = list.map((item) => idOf(typeof item === 'string' && item.includes(':') ? item.split(':')[1] : item));
  return ids.every(isId) ? ids : null;
}

/** SM4 cipher text → the payload, or null for anything that does not decrypt to the expected shape. */
export function readVotePayload(cipher: string, keyHex: string): VotePayload | null {
  if (!cipher || cipher.length > MAX_CIPHER_CHARS) return null;
  const plain = sm4DecryptBase64(cipher, keyHex);
  if (plain === null) return null;
  try {
    const outer: unknown = JSON.parse(plain);
    if (!outer || typeof outer !== 'object') return null;
    const { device, data } = outer as Record<string, unknown>;
    const inner: unknown = typeof data === 'string' ? JSON.parse(data) : data;
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return null;
    const fields = inner as Record<string, unknown>;
    const voteId = idOf(fields.voteId ?? fields.voteID);
    const optionIds = optionIdsOf(fields);
    if (!isId(voteId) || !optionIds || (device !== undefined && typeof device !== 'string')) return null;
    const text = (x: unknown) => (typeof x === 'string' ? x.slice(0, 64) : '');
    return { voteId, optionIds, device: text(device), codeKey: text(fields.codeKey), verifyCode: text(fields.verifyCode) };
  } catch {
    return null;
  }
}

function answer(result: VoteAnswer) {
  return result.success ? envelope.ok({ voted: true, message: result.message, voteId: result.voteId, optionIds: result.optionIds }) : envelope.failure(result.message);
}

/** recordVote/recordVoteCountAndLog: after the app handshake, the SM4 payload of SPEC §7, counted once. */
async function recordVoteCountAndLog({ params, ctx, reader, c }: RouteRequest) {
  if (!c.req.header('authtoken')?.trim()) return envelope.failure(AUTH_FAILED.message, AUTH_FAILED.status);
  const payload = readVotePayload(params.string('data', '', MAX_CIPHER_CHARS + 1), ctx.settings.sm4Key);
  if (!payload) return envelope.failure(VOTE_MESSAGES.tampered);
  const vote = await loadVoteRow(ctx, payload.voteId);
  if (!vote) return envelope.failure(VOTE_MESSAGES.missing);
  const voter = voterOf(reader.memberId, vote.needLogin, payload.device);
  if (!voter) return envelope.failure(LOGIN_FIRST);
  return answer(
    await recordVote(ctx, {
      voteId: vote.id,
      optionIds: payload.optionIds,
      voter,
      memberId: reader.memberId ?? 0,
      codeKey: payload.codeKey,
      verifyCode: payload.verifyCode,
      address: readerAddressOf(c),
    }),
  );
}

/**
 * The nis vote service (SPEC §7): vote/info, vote/options, vote/optionInfo, vote/infoByOptName,
 * the verify-code image and the SM4-encrypted vote record. Mounted by createNisApp with the app
 * and reader token guards, so `reader` is the accesstoken's member.
 */
export const nisVoteRoutes: RouteDef[] = [
  {
    path: '/vote/info',
    async handler({ params, ctx, origin, reader }) {
      const voteId = voteIdOf(params);
      const row = await loadVoteRow(ctx, voteId);
      if (!row) return envelope.notFound();
      const info = await voteInfo(ctx, origin, voteId, voterOf(reader.memberId, row.needLogin, params.string('device', '', 64)));
      return info ? envelope.ok(info) : envelope.notFound();
    },
  },
  {
    path: '/vote/options',
    async handler({ params, ctx, origin }) {
      const voteId = voteIdOf(params);
      if (!(await loadVoteRow(ctx, voteId))) return envelope.notFound();
      const list = await shapedOptions(ctx, origin, voteId);
      return envelope.ok({ list, totalCount: list.length });
    },
  },
  {
    path: '/vote/optionInfo',
    async handler({ params, ctx, origin }) {
      const optionId = params.id(['optionId', 'optionID', 'oid']);
      const voteId = params.int(['voteId', 'voteID'], 0, { min: 0 });
      const options = voteId ? await shapedOptions(ctx, origin, voteId) : [];
      const found = options.find((o) => o.oid === optionId);
      if (!found) return envelope.notFound();
      const vote = await loadVoteRow(ctx, voteId);
      return envelope.ok({ ...found, voteId, voteName: vote?.name ?? '' });
    },
  },
  {
    path: '/vote/infoByOptName',
    async handler({ params, ctx, origin }) {
      const voteId = voteIdOf(params);
      const name = params.string(['optName', 'name', 'keyword'], '', 50).trim();
      if (!(await loadVoteRow(ctx, voteId))) return envelope.notFound();
      const rows = await optionsOfVote(ctx, voteId);
      const all = await shapedOptions(ctx, origin, voteId);
      const list = name ? all.filter((_, i) => rows[i]!.option.name.includes(name)) : all;
      return envelope.ok({ list, totalCount: list.length });
    },
  },
  {
    path: '/vote/recordVote/recordAccessCount',
    async handler({ params, ctx }) {
      return (await loadVoteRow(ctx, voteIdOf(params))) ? envelope.bool(true) : envelope.notFound();
    },
  },
  {
    path: '/get/image/verify/code',
    methods: ['GET'],
    async handler({ params, ctx, reader, c }) {
      const codeKey = params.string('codeKey', '', 64);
      const owner = voterOf(reader.memberId, false, params.string('device', '', 64));
      if (!CODE_KEY.test(codeKey) || !owner) return envelope.response(c.json({ status: -1, message: VERIFY_MESSAGES.badKey, data: {} }, 400));
      const code = newVerifyCode();
      if (!(await storeVerifyCode(ctx.db, codeKey, owner, code))) return envelope.response(c.json({ status: -1, message: VERIFY_MESSAGES.badKey, data: {} }, 400));
      const png = await renderVerifyCode(code);
      return envelope.response(c.body(new Uint8Array(png), 200, { 'content-type': 'image/png', 'cache-control': 'no-store' }));
    },
  },
  { path: '/recordVote/recordVoteCountAndLog', methods: ['POST'], handler: recordVoteCountAndLog },
  { path: '/vote/recordVote/recordVoteCountAndLog', methods: ['POST'], handler: recordVoteCountAndLog },
];
