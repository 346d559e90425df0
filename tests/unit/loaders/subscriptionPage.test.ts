import { describe, expect, it } from 'vitest';
import { nextAccountsPage } from '../../../src/loaders/subscriptionPage.ts';
import { subscribeFormReturn } from '../../../src/loaders/subscribeForm.ts';
import { MAX_PAGE } from '../../../src/lib/listRules.ts';

const accounts = (n: number) => Array.from({ length: n }, (_, i) => ({ xyID: 300 + i + 1, topic: `a${i}`, description: '', icon: '', followed: false }));

describe('nextAccountsPage: load-more only after a full page of 20 (SPEC §4)', () => {
  it.each([
    ['empty page', 0, 0, null],
    ['short page', 0, 19, null],
    ['full first page', 0, 20, { page: 2, lastFileId: 320 }],
    ['full third page', 2, 20, { page: 4, lastFileId: 320 }],
    ['more than a page (a platform ignoring count) is not a multiple', 0, 21, null],
    ['forty is a multiple', 0, 40, { page: 2, lastFileId: 340 }],
    ['the deepest page allowed', MAX_PAGE - 1, 20, null],
  ])('%s', (_name, page, count, expected) => expect(nextAccountsPage(page, accounts(count))).toEqual(expected));
});

describe('subscribeFormReturn: where a plain-form subscribe tap goes', () => {
  const url = new URL('http://x/app/template/displayTemplate/news/subscriptionList/2.html?page=2&lang=en&_action=subscription.toggle');
  it.each([
    ['no tap', undefined, null],
    ['anonymous: the login, then back here', { data: { outcome: 'loginRequired' } }, /login\.html\?redirect=.*subscriptionList%2F2\.html/],
    ['done: back here without the action', { data: { outcome: 'subscribed' } }, /subscriptionList\/2\.html\?(?!.*_action)/],
    ['failed: back here', { data: { outcome: 'failed' } }, /subscriptionList\/2\.html/],
    ['refused input: back here', { error: new Error('bad') }, /subscriptionList\/2\.html/],
  ] as const)('%s', (_name, result, expected) => {
    const target = subscribeFormReturn(result, url);
    if (expected === null) expect(target).toBeNull();
    else expect(target).toMatch(expected);
  });
});
