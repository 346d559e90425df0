import { describe, expect, it } from 'vitest';
import { readerViewOf } from '../../../src/catalogue/readerSessions.ts';
import { EMPTY_SESSION } from '../../../src/catalogue/session.ts';

/** What the browser learns of a session: never a token, and never one member's name under another's id (docs/decisions/133). */
const APP = { device: 'd1', token: 'hosttoken', userid: '102' };
const A = { userId: '103', nickname: 'A', avatar: 'a.png' };

describe('readerViewOf', () => {
  it.each([
    ['a site login shows its member', { accessToken: 'a', member: A }, { loggedIn: true, userId: '103', nickname: 'A', avatar: 'a.png' }],
    ['the host app and a site login: the site login, with its own name', { appInfo: APP, accessToken: 'a', member: A }, { loggedIn: true, userId: '103', nickname: 'A' }],
    ['the host app alone: its user, with no other member’s name', { appInfo: APP, accessToken: 'hosttoken', member: A }, { loggedIn: true, userId: '102', nickname: '', avatar: '' }],
    ['nobody', {}, { loggedIn: false }],
  ])('%s', (_name, tokens, expected) => {
    const view = readerViewOf({ ...EMPTY_SESSION, ...tokens }, undefined);
    expect(view).toMatchObject(expected);
    expect(JSON.stringify(view)).not.toMatch(/hosttoken|"a"/);
  });
});
