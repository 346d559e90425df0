import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { idMissing } from './callWrappers.ts';
import { configError } from './errorCatalogue.ts';
import { empty, fail, type Result } from './result.ts';
import type { SessionHandle } from './session.ts';
import type { VoteInfo, VoteRecordResult, VoteResult } from './voteSchemas.ts';

/**
 * The vote calls as the vote page and the vote widget's Actions use them (issue 16): typed inputs,
 * the reader's session where the platform needs the member (accesstoken), and the rules that belong
 * to the call rather than the page: a vote only after the app handshake, its payload SM4-encrypted
 * by buildRequest, and the counts read back after a vote. A refusal (验证码错误…) is a failed Result
 * whose error carries the platform's message.
 */

type Id = number | string;

/** A vote submission: the options chosen, and the verify code with the key of its image when the vote asks for one. */
export interface VoteSubmission {
  voteId: number;
  optionIds: number[];
  codeKey?: string;
  verifyCode?: string;
  /** The captcha service's data when the site config enables afsCheck (SPEC §3); otherwise left out. */
  afsData?: string;
}

/** What the widget shows after a vote: the counts by option id (empty when unknown) and the votes left (null when unknown). */
export interface VotedCounts {
  counts: Record<string, number>;
  remainCount: number | null;
}

/** Reads voteResult and voteInfo (both optional) as the widget's counts after a vote. */
export function votedCountsOf(result: Result<VoteResult>, info: Result<VoteInfo>): VotedCounts {
  const counts: Record<string, number> = {};
  if (result.ok && !result.empty) for (const question of result.value.questions) for (const option of question.options) counts[option.oid] = option.count;
  return { counts, remainCount: info.ok && !info.empty && info.value ? info.value.remainCount : null };
}

export function voteWrappers(engine: CatalogueEngine) {
  const { call, config } = engine;
  const withSession = (session: SessionHandle | undefined, options: CallOptions): CallOptions => (session ? { ...options, session } : options);

  const wrappers = {
    voteInfo(input: { voteId: Id }, session?: SessionHandle, options: CallOptions = {}) {
      if (idMissing(input.voteId)) return Promise.resolve(empty());
      return call('voteInfo', { voteId: input.voteId }, withSession(session, options));
    },
    voteOptions(input: { voteId: Id }, options: CallOptions = {}) {
      if (idMissing(input.voteId)) return Promise.resolve(empty());
      return call('voteOptions', { voteId: input.voteId }, options);
    },
    voteOptionInfo(input: { voteId: Id; optionId: Id }, options: CallOptions = {}) {
      if (idMissing(input.voteId) || idMissing(input.optionId)) return Promise.resolve(empty());
      return call('voteOptionInfo', { voteId: input.voteId, optionId: input.optionId }, options);
    },
    /** Options whose name contains `name` (vote/infoByOptName). */
    searchVoteOptions(input: { voteId: Id; name: string }, options: CallOptions = {}) {
      if (idMissing(input.voteId)) return Promise.resolve(empty());
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
      if (idMissing(input.voteId)) return Promise.resolve(empty());
      return call('voteResult', { id: input.voteId }, withSession(session, options));
    },
  };
  return {
    ...wrappers,
    /** After a counted vote: the counts (voteResult sets the voted flag, SPEC §4) and the votes left, both asked at once and optional. */
    async votedCounts(input: { voteId: number }, session: SessionHandle, options: CallOptions = {}): Promise<VotedCounts> {
      const [result, info] = await Promise.all([wrappers.voteResult(input, session, { ...options, optional: true }), wrappers.voteInfo(input, session, { ...options, optional: true })]);
      return votedCountsOf(result, info);
    },
  };
}
