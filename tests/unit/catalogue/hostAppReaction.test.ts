import { describe, expect, it } from 'vitest';
import { hostAppReactionOf } from '../../../src/catalogue/readerSessions.ts';
import { errorForStatus, transportError } from '../../../src/catalogue/errorCatalogue.ts';
import type { CatalogueError } from '../../../src/catalogue/result.ts';

/** SPEC §8: only an expired or ended login inside the host app reaches the browser as an error to react to (like, subscribe, rank). */
describe('hostAppReactionOf', () => {
  const platform = (status: number, inNativeApp: boolean) => errorForStatus(status, 'x', { call: 'event', inNativeApp });
  it.each<[string, CatalogueError, boolean, string | null]>([
    ['10111 in the app: ask the app to refresh', platform(10111, true), true, 'askAppRefresh'],
    ['10102 in the app: the app ends the login', platform(10102, true), true, 'goToLogin'],
    ['10103 in the app: the app ends the login', platform(10103, true), true, 'goToLogin'],
    ['10111 outside the app: nothing to react to', platform(10111, false), false, null],
    ['10102 outside the app: nothing to react to', platform(10102, false), false, null],
    ['a platform refusal in the app: nothing', platform(500, true), true, null],
    ['a network failure in the app: nothing', transportError({ call: 'event', inNativeApp: true }, 'timeout'), true, null],
  ])('%s', (_name, error, inNativeApp, reaction) => {
    const answer = hostAppReactionOf(error, inNativeApp);
    expect(answer?.reaction.type ?? null).toBe(reaction);
    if (answer) expect(answer).toEqual({ kind: error.kind, code: error.code, messageKey: error.messageKey, message: error.message, reaction: error.reaction });
  });
});
