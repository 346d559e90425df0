import { describe, expect, it } from 'vitest';
import { memberAction, readerOf } from '../../../src/actions/memberAction.ts';
import { memorySession, type ReaderSessionHandle } from '../../../src/catalogue/session.ts';
import type { CallName } from '../../../src/catalogue/calls.ts';
import { useFakePlatform } from '../catalogue/fakePlatform.ts';

/**
 * SPEC §8's reactions reach the browser from every member Action through one rule
 * (docs/decisions/162): the Action's catalogue calls report their failures to the reader's options,
 * and `memberAction` sends the first one the page must act on as `pageReaction`. The table runs a
 * real catalogue against a local stand-in for the platform, for each status and each kind of
 * Action; no Action picks its errors by hand.
 */
const { routes, json, catalogue } = useFakePlatform();

type Answer = { outcome: 'done' | 'failed' | 'loginRequired' };

const MEMBER = { accessToken: 'a', member: { userId: '103', nickname: 'A', avatar: '' } };

function contextFor(inNativeApp: boolean) {
  const session: ReaderSessionHandle = Object.assign(memorySession(MEMBER), { destroy: () => undefined, settled: async () => undefined });
  const locals = { t: (key: string) => `«${key}»`, readerSession: Promise.resolve(session), client: inNativeApp ? { inNativeApp: true, guestUserId: '103', hostToken: 'a' } : undefined };
  return { cookies: {}, locals } as unknown as Parameters<typeof readerOf>[0];
}

/** Each Action's call and the answer it builds from the result, as the real handlers do. */
const ACTIONS: [string, CallName, string][] = [
  ['article.like (event)', 'event', '/app_if/event'],
  ['comment.post (discuss)', 'discuss', '/app_if/discuss'],
  ['article.favourite (fav)', 'fav', '/app_if/fav'],
  ['subscription.toggle (topicSub)', 'topicSub', '/app_if/topicSub'],
];

const CASES: [string, number, boolean, string | null][] = [
  ['10111 in the host app: the app refreshes, the toast says the login expired', 10111, true, 'askAppRefresh'],
  ['10102 in the host app: the app logs in again after 1 s', 10102, true, 'goToLogin'],
  ['10103 in the host app: the same', 10103, true, 'goToLogin'],
  ['1004 anywhere: the page reloads (at most 3 times)', 1004, false, 'reload'],
  ['1004 in the host app: the same', 1004, true, 'reload'],
  ['10102 in a browser: the Action offers the login itself', 10102, false, null],
  ['10202 comment failed: the Action words it in place', 10202, true, null],
  ['10201 download the app: the Action words it in place', 10201, true, null],
  ['a plain refusal (-1): nothing for the page', -1, true, null],
];

describe('pageReaction: SPEC §8 status × Action', () => {
  for (const [action, call, path] of ACTIONS) {
    it.each(CASES)(`${action}: %s`, async (_name, status, inNativeApp, reaction) => {
      routes.set(path, (_req, res) => json(res, { status, message: '平台的话' }));
      const site = catalogue({ PLATFORM_APP_KEY: 'k', PLATFORM_APP_SECRET: 's' });
      const handler = memberAction(
        (): Answer => ({ outcome: 'loginRequired' }),
        async (_input: object, member) => {
          const result = await site.call(call, { id: 1 }, member.options);
          return { outcome: result.ok ? ('done' as const) : ('failed' as const) };
        },
      );
      const answer = await handler({}, contextFor(inNativeApp) as never);
      expect(answer.outcome).toBe('failed');
      expect(answer.pageReaction?.reaction.type ?? null).toBe(reaction);
      if (answer.pageReaction) expect(Object.keys(answer.pageReaction).sort()).toEqual(['code', 'kind', 'message', 'messageKey', 'reaction']);
      // The expiry is worded by the server in the reader's language, never in the platform's words.
      if (reaction === 'askAppRefresh') expect(answer.pageReaction?.message).toBe('«error.loginExpired»');
    });
  }

  it('a success carries nothing, and an anonymous reader’s answer is made without a call', async () => {
    routes.set('/app_if/event', (_req, res) => json(res, { status: 0, data: { value: 'true' } }));
    const site = catalogue({ PLATFORM_APP_KEY: 'k', PLATFORM_APP_SECRET: 's' });
    const handler = memberAction(
      (): Answer => ({ outcome: 'loginRequired' }),
      async (_input: object, member) => ({ outcome: (await site.call('event', { id: 1 }, member.options)).ok ? 'done' : 'failed' }),
    );
    expect(await handler({}, contextFor(true) as never)).toEqual({ outcome: 'done' });
    const nobody = { cookies: {}, locals: { readerSession: Promise.resolve(Object.assign(memorySession({}), { destroy: () => undefined, settled: async () => undefined })) } };
    expect(await handler({}, nobody as never)).toEqual({ outcome: 'loginRequired' });
  });

  it('the first error the page must act on wins, and answers that are not objects go out as they are', async () => {
    routes.set('/app_if/event', (_req, res) => json(res, { status: 10102 }));
    routes.set('/app_if/fav', (_req, res) => json(res, { status: 10111 }));
    const site = catalogue({ PLATFORM_APP_KEY: 'k', PLATFORM_APP_SECRET: 's' });
    const both = memberAction(
      (): Answer => ({ outcome: 'loginRequired' }),
      async (_input: object, member) => {
        await site.call('event', { id: 1 }, member.options);
        await site.call('fav', { id: 1 }, member.options);
        return { outcome: 'failed' as const };
      },
    );
    expect((await both({}, contextFor(true) as never)).pageReaction?.code).toBe(10102);
    const image = memberAction(
      (): { src: string } | null => null,
      async (_input: object, member) => ((await site.call('fav', { id: 1 }, member.options)).ok ? { src: 'x' } : null),
    );
    expect(await image({}, contextFor(true) as never)).toBeNull();
  });
});
