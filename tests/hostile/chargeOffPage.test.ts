/**
 * Issue 39 finding 12 on the built site (docs/decisions/140): the charge-off link asks a reader who
 * is not logged in to log in (and come back with the link's verify key), and the chargeOff Action
 * answers loginRequired without calling the platform.
 */
import { describe, expect, test } from 'vitest';
import { routeUrl } from '../../src/routes.ts';
import { translator } from '../../src/i18n/translate.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { devalue } from '../actionAnswer.ts';
import { actionBody, actionPath } from './targets.ts';
import { ensureUp, port, request } from './suiteServer.ts';

const A = DEMO_IDS.activities;

describe('the charge-off without login', () => {
  test('the page asks to log in and shows no confirm button', async () => {
    await ensureUp();
    const response = await request({ path: `${routeUrl('writeOff', [A.nearlyFull, 'YX606101'])}?verifyKey=abc_DEF-123` });
    expect(response.status).toBe(200);
    const html = response.body.toString('utf8');
    expect(html).toContain(translator('cn')('writeOff.loginFirst'));
    expect(html).not.toContain('write-off-form');
    expect(html).toContain(encodeURIComponent('?verifyKey=abc_DEF-123'));
  });

  test('the Action answers loginRequired', async () => {
    await ensureUp();
    const { type, text } = actionBody('activity.chargeOff', { activityId: A.open, registCode: 'YX601101', verifyKey: 'abc' });
    const response = await request({
      method: 'POST',
      path: actionPath('activity.chargeOff'),
      headers: [
        ['Content-Type', type],
        ['Origin', `http://localhost:${port}`],
      ],
      body: text,
    });
    expect(devalue(response.body.toString('utf8'))).toEqual({ done: false, message: '', loginRequired: true });
  });
});
