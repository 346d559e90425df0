import { describe, expect, it, vi } from 'vitest';
import { memberAction, readerOf } from '../../../src/actions/memberAction.ts';
import { memorySession, type ReaderSessionHandle, type SessionTokens } from '../../../src/catalogue/session.ts';

const APP = { device: 'd1', token: 'hosttoken', userid: '102' };
const A = { userId: '103', nickname: 'A', avatar: 'a.png' };

/** A request whose session is already open (readerSessionOf reads locals.readerSession first). */
function contextWith(tokens: Partial<SessionTokens>, inNativeApp = false) {
  const session: ReaderSessionHandle = Object.assign(memorySession(tokens), { destroy: () => undefined, settled: async () => undefined });
  const locals = { t: (key: string) => `«${key}»`, readerSession: Promise.resolve(session), client: inNativeApp ? { inNativeApp: true } : undefined };
  return { session, context: { cookies: {}, locals } as unknown as Parameters<typeof readerOf>[0] };
}

/** Who may call a member's Action: a site login or the host app's user; anyone else gets the anonymous answer without a call. */
describe('memberAction', () => {
  it.each<[string, Partial<SessionTokens>, boolean, string | null]>([
    ['a site login', { accessToken: 'a', member: A }, false, '103'],
    ['the host app’s user', { appInfo: APP, accessToken: 'hosttoken' }, true, '102'],
    ['an anonymous token only', { anonymousToken: 'x' } as Partial<SessionTokens>, false, null],
    ['nobody', {}, false, null],
  ])('%s', async (_name, tokens, inNativeApp, memberId) => {
    const { session, context } = contextWith(tokens, inNativeApp);
    const handler = vi.fn(async (input: { id: number }, member: { memberId: string; options: unknown }) => ({ id: input.id, by: member.memberId, options: member.options }));
    const answer = await memberAction((input: { id: number }) => ({ id: input.id, by: 'anonymous', options: null }), handler)({ id: 5 }, context as never);
    expect(answer).toEqual(memberId ? { id: 5, by: memberId, options: { session, inNativeApp, onError: expect.any(Function) } } : { id: 5, by: 'anonymous', options: null });
    expect(handler).toHaveBeenCalledTimes(memberId ? 1 : 0);
  });

  it('a login that ends during the call leaves the reader anonymous: stillMember says so', async () => {
    const { session, context } = contextWith({ accessToken: 'a', member: A });
    const reader = await readerOf(context);
    expect(reader.stillMember()).toBe(true);
    session.clear(['accessToken', 'member']);
    expect(reader.stillMember()).toBe(false);
  });
});
