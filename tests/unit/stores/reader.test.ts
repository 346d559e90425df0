import { beforeEach, describe, expect, it } from 'vitest';
import { $reader, loadReader, resetReader } from '../../../src/stores/reader.ts';
import { ANONYMOUS_READER, type ReaderAnswer } from '../../../src/contracts/reader.ts';
import { readerViewOf } from '../../../src/catalogue/readerSessions.ts';
import { EMPTY_SESSION } from '../../../src/catalogue/session.ts';
import { hostAppLogin, readClientEnv } from '../../../src/lib/clientEnv.ts';

const MEMBER = { loggedIn: true, userId: '7', nickname: 'n', avatar: '', hostAppGuest: false };

describe('$reader: one answer per page for every island', () => {
  beforeEach(() => resetReader());

  it('asks once, however many islands ask', async () => {
    let asked = 0;
    const api = { state: async (): Promise<ReaderAnswer> => (asked++, { reader: MEMBER, error: null }) };
    const [a, b] = await Promise.all([loadReader(api), loadReader(api)]);
    expect(a).toEqual(MEMBER);
    expect(b).toEqual(MEMBER);
    await loadReader(api);
    expect(asked).toBe(1);
    expect($reader.get()).toEqual(MEMBER);
  });

  it('hands a platform error to the page (1004 from the handshake)', async () => {
    const reaction = { type: 'reload' as const, maxAttempts: 3 };
    const seen: unknown[] = [];
    await loadReader({ state: async () => ({ reader: ANONYMOUS_READER, error: { kind: 'authInvalid', code: 1004, messageKey: 'error.generic', message: null, reaction } }) }, (error) =>
      seen.push(error.reaction),
    );
    expect(seen).toEqual([reaction]);
  });

  it('a failed request is an anonymous reader for now, and may be asked again', async () => {
    expect(await loadReader({ state: () => Promise.reject(new Error('offline')) })).toEqual(ANONYMOUS_READER);
    expect($reader.get()).toBeNull();
    expect(await loadReader({ state: async () => ({ reader: MEMBER, error: null }) })).toEqual(MEMBER);
  });
});

describe('readerViewOf: what the browser may know of a session', () => {
  const APP = 'Mozilla/5.0 (Linux; Android 12) AppleWebKit/537.36 Chrome/116 Mobile xyApp xyUid/42';
  it.each([
    ['anonymous', EMPTY_SESSION, '', { loggedIn: false, userId: null }],
    ['a member', { ...EMPTY_SESSION, accessToken: 'a', member: { userId: '7', nickname: 'n', avatar: 'h' } }, '', { loggedIn: true, userId: '7', nickname: 'n', avatar: 'h' }],
    ['a member without a token', { ...EMPTY_SESSION, member: { userId: '7', nickname: 'n', avatar: '' } }, '', { loggedIn: false }],
    ['a host-app guest', EMPTY_SESSION, APP, { loggedIn: false, hostAppGuest: true }],
  ])('%s', (_name, tokens, ua, expected) => {
    const view = readerViewOf(tokens, readClientEnv(ua));
    expect(view).toMatchObject(expected);
    expect(JSON.stringify(view)).not.toMatch(/"a"|accessToken|token/);
  });

  it('the host app login comes from its user agent: a token makes a member, a user id alone a guest (SPEC §6)', () => {
    expect(hostAppLogin(readClientEnv('Mozilla/5.0 xyApp xyUid/42'))).toBeNull();
    expect(hostAppLogin(readClientEnv('Mozilla/5.0 xyApp xyUid/42 xyToken/abcdef0123456789 xyDevice/dev1'))).toEqual({ device: 'dev1', token: 'abcdef0123456789', userid: '42' });
    expect(hostAppLogin(readClientEnv('Mozilla/5.0 xyUid/42 xyToken/abcdef0123456789'))).toBeNull();
  });
});
