import { createHash } from 'node:crypto';
import type { CallOptions, CatalogueEngine } from './catalogueEngine.ts';
import { errorForStatus } from './errorCatalogue.ts';
import { empty, fail, ok, type Result } from './result.ts';
import type { SessionHandle } from './session.ts';
import type { UploadedFile } from './serviceSchemas.ts';

/** PLATFORM.md §5.1: the points sign is sha1 of the literal `{eType=<eType>, member=<member>, time=<time>}`. */
export function pointsSign(eType: string, member: string, time: string): string {
  return createHash('sha1').update(`{eType=${eType}, member=${member}, time=${time}}`).digest('hex');
}

/** "2020/05/11 10:24:48" in Beijing time, the form the points calls write times in. */
export function pointsTime(ms: number): string {
  const iso = new Date(ms + 8 * 3600_000).toISOString();
  return `${iso.slice(0, 10).replaceAll('-', '/')} ${iso.slice(11, 19)}`;
}

export interface TipoffInput {
  topic: string;
  content: string;
  userName: string;
  contactNo: string;
  files: UploadedFile[];
  formKey: string;
}

export interface ContributionInput {
  title: string;
  content: string;
  callId: number;
  files: UploadedFile[];
  formKey: string;
}

const urlsOf = (files: UploadedFile[], kind: UploadedFile['kind']) => files.filter((file) => file.kind === kind).map((file) => file.url);

/**
 * The services calls (SPEC §7): tip-offs and contributions with their uploads, invite codes and
 * points. Uploads follow the platform's flow: mamUploadAccessToken, then one upload/minio/upload per
 * file, then upload/consolidated/results for what they became. Writes act for the session's member.
 */
export function serviceWrappers(engine: CatalogueEngine) {
  const { call } = engine;
  return {
    tipoffDetail(id: number, options: CallOptions = {}) {
      return call('tipoffDetail', { id }, options);
    },

    async uploadFiles(files: File[], session: SessionHandle, options: CallOptions = {}): Promise<Result<UploadedFile[]>> {
      if (files.length === 0) return ok([]);
      const grant = await call('mamUploadAccessToken', {}, { ...options, session });
      if (!grant.ok) return grant;
      if (grant.empty) return fail(errorForStatus(-1, null, { call: 'mamUploadAccessToken', inNativeApp: options.inNativeApp ?? false }));
      const { token } = grant.value;
      const ids: number[] = [];
      for (const file of files) {
        const sent = await call('minioUpload', { token, file }, options);
        if (!sent.ok) return sent;
        ids.push(...(sent.empty ? [] : sent.value.map((uploaded) => uploaded.id)));
      }
      const results = await call('consolidatedResults', { token, ids: ids.join(',') }, options);
      if (!results.ok) return results;
      return ok(results.empty ? [] : results.value);
    },

    sendTipoff(input: TipoffInput, session: SessionHandle, options: CallOptions = {}) {
      return call(
        'tipoff',
        {
          topic: input.topic,
          content: input.content,
          userName: input.userName,
          contactNo: input.contactNo,
          imgUrl: urlsOf(input.files, 'image'),
          videoUrl: urlsOf(input.files, 'video'),
          audioUrl: urlsOf(input.files, 'audio'),
          formKey: input.formKey,
        },
        { ...options, session },
      );
    },

    myContributions(session: SessionHandle, options: CallOptions = {}) {
      return call('inputArticleList', { page: 0 }, { ...options, session });
    },
    contribution(id: number, options: CallOptions = {}) {
      return call('inputArticleDetail', { id }, options);
    },
    contributionCall(id: number, options: CallOptions = {}) {
      return call('seekArticle', { id }, options);
    },
    sendContribution(input: ContributionInput, session: SessionHandle, options: CallOptions = {}) {
      return call(
        'inputArticle',
        {
          title: input.title,
          content: input.content,
          linkID: input.callId,
          imgUrl: urlsOf(input.files, 'image'),
          videoUrl: urlsOf(input.files, 'video'),
          audioUrl: urlsOf(input.files, 'audio'),
          formKey: input.formKey,
        },
        { ...options, session },
      );
    },

    inviteCode(userId: string, session: SessionHandle, options: CallOptions = {}) {
      return call('getInviteCode', { uid: userId }, { ...options, session });
    },
    inviteSiteConf(options: CallOptions = {}) {
      return call('inviteSiteConf', {}, { ...options, optional: true });
    },
    /** codeImeiRecord: this device (and the member, when logged in) came through `code`. */
    recordInvite(input: { code: string; imei: string; userId: string | null; name: string }, session: SessionHandle, options: CallOptions = {}) {
      return call('codeImeiRecord', { code: input.code, imei: input.imei, uid: input.userId ?? undefined, name: input.name }, { ...options, session });
    },

    dayScore(session: SessionHandle, options: CallOptions = {}) {
      return call('myDayScoreSts', {}, { ...options, session });
    },
    scoreList(page: number, session: SessionHandle, options: CallOptions = {}) {
      return call('myScoreList', { page }, { ...options, session });
    },
    /** event1 for the session's member, signed here (PLATFORM.md §5.1); `now` names the event's time. */
    pointsEvent(input: { eType: string; member: string; now: number }, session: SessionHandle, options: CallOptions = {}) {
      if (!input.member) return Promise.resolve(empty());
      const time = pointsTime(input.now);
      return call('pointsEvent', { eType: input.eType, member: input.member, time, sign: pointsSign(input.eType, input.member, time) }, { ...options, session });
    },
  };
}
