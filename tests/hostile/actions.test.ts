/**
 * Actions as an attacker sees them: a cross-site page must not be able to like or favourite on a
 * reader's behalf, an anonymous like must not count, and no Action answer may be stored by a cache.
 */
import { describe, expect, test } from 'vitest';
import { ACTIONS, EVIL_HOST, actionBody, actionPath } from './targets.ts';
import { expectSane, port, request, sweep } from './suiteServer.ts';
import type { HeaderList, RawResponse } from './rawHttp.ts';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { devalue } from '../actionAnswer.ts';

const SITE = `http://localhost:${port}`;

const post = (name: string, body: unknown, headers: HeaderList) => {
  const { type, text } = actionBody(name, body);
  return request({ method: 'POST', path: actionPath(name), headers: [['Content-Type', type], ...headers], body: text });
};

const STATE_CHANGING = ACTIONS.filter((action) => action.stateChanging);

/** What a forged cross-site request looks like; each must be refused with 403. */
const CROSS_SITE: [label: string, headers: HeaderList][] = [
  ['Origin of another site', [['Origin', `http://${EVIL_HOST}`]]],
  [
    'Origin of another site with Sec-Fetch-Site cross-site',
    [
      ['Origin', `https://${EVIL_HOST}`],
      ['Sec-Fetch-Site', 'cross-site'],
    ],
  ],
  ['Origin null (sandboxed frame, data: URL)', [['Origin', 'null']]],
  ['Sec-Fetch-Site cross-site without Origin', [['Sec-Fetch-Site', 'cross-site']]],
  [
    'Sec-Fetch-Site cross-site with our own Origin',
    [
      ['Origin', SITE],
      ['Sec-Fetch-Site', 'cross-site'],
    ],
  ],
  ['Origin that only starts like ours', [['Origin', `${SITE}.${EVIL_HOST}`]]],
  ['Origin with our host on another scheme', [['Origin', `https://localhost:${port}`]]],
  ['Origin with our host on another port', [['Origin', `http://localhost:${port + 1}`]]],
];

describe('a state-changing Action from another origin gets 403', () => {
  for (const [label, headers] of CROSS_SITE) {
    test(label, async () => {
      await sweep(
        STATE_CHANGING,
        (action) => action.name,
        async (action) => {
          const response = await post(action.name, action.body, headers);
          expectSane(response, action.name, [EVIL_HOST]);
          expect(response.status).toBe(403);
          expect(response.header('cache-control') ?? '').toMatch(/\bno-store\b/);
        },
      );
    });
  }

  test('the same Actions from the site itself are not refused', async () => {
    await sweep(
      STATE_CHANGING,
      (action) => action.name,
      async (action) => {
        for (const headers of [
          [['Origin', SITE]],
          [
            ['Origin', SITE],
            ['Sec-Fetch-Site', 'same-origin'],
          ],
        ] as HeaderList[]) {
          const response = await post(action.name, action.body, headers);
          expectSane(response, action.name);
          expect(response.status).toBe(200);
        }
      },
    );
  });
});

describe('Action answers', () => {
  test('every Action answer carries cache-control: no-store', async () => {
    await sweep(
      ACTIONS,
      (action) => action.name,
      async (action) => {
        const answers: RawResponse[] = [await post(action.name, action.body, [['Origin', SITE]]), await post(action.name, { id: 'x' }, [['Origin', SITE]])];
        for (const response of answers) {
          expectSane(response, action.name);
          expect(response.header('cache-control') ?? '', `${action.name} ${response.status}`).toMatch(/\bno-store\b/);
        }
      },
    );
  });

  test('an anonymous like is not counted: it answers loginRequired', async () => {
    const id = DEMO_IDS.articles.gallery;
    const praise = async () => {
      const response = await post('article.counts', { id }, [['Origin', SITE]]);
      expect(response.status).toBe(200);
      return (devalue(response.text()) as { countPraise: number }).countPraise;
    };
    const before = await praise();
    for (const channel of [1, 2, 3]) {
      const response = await post('article.like', { id, channel }, [['Origin', SITE]]);
      expectSane(response, `like channel ${channel}`);
      expect(response.status).toBe(200);
      expect((devalue(response.text()) as { outcome: string }).outcome).toBe('loginRequired');
    }
    expect(await praise(), 'praise count after three anonymous likes').toBe(before);
  });
});

/** Names that are not Actions: every group, inherited keys, and paths that walk past an Action. */
const NOT_ACTIONS = [...new Set(ACTIONS.map((action) => action.name.split('.')[0]!))].concat([
  'toString',
  '__proto__',
  'constructor',
  'reader.constructor',
  'reader.login.orThrow',
  'article.like.x',
  '',
  '.',
  'nope',
]);

describe('a name that is not an Action gets 404, never a 500', () => {
  test("an Action still answers with the trailing slash Astro's client adds", async () => {
    const { type, text } = actionBody('article.counts', ACTIONS[0]!.body);
    const response = await request({
      method: 'POST',
      path: `${actionPath('article.counts')}/`,
      headers: [
        ['Content-Type', type],
        ['Origin', SITE],
      ],
      body: text,
    });
    expect(response.status).toBe(200);
  });

  test('posted to /_actions/{name}', async () => {
    await sweep(
      NOT_ACTIONS,
      (name) => name,
      async (name) => {
        const response = await post(name, {}, [['Origin', SITE]]);
        expectSane(response, name);
        expect(response.status, name).toBe(404);
        expect(response.header('cache-control') ?? '').toMatch(/\bno-store\b/);
      },
    );
  });

  test('posted as a form to a page with ?_action={name}', async () => {
    await sweep(
      NOT_ACTIONS,
      (name) => name,
      async (name) => {
        const response = await request({
          method: 'POST',
          path: `${actionPath('').replace('/_actions/', '/login.html')}?_action=${encodeURIComponent(name)}`,
          headers: [
            ['Content-Type', 'application/x-www-form-urlencoded'],
            ['Origin', SITE],
          ],
          body: 'phone=1',
        });
        expectSane(response, name);
        expect(response.status, name).toBe(404);
      },
    );
  });
});
