import http from 'node:http';
import { BASE_PATH } from '../../src/routes.ts';
import { devalue } from '../actionAnswer.ts';
import { accessLines, admin, clusterInfo, expect, test, uniquePhone } from './clusterTest.ts';

/**
 * The platform's rules hold across processes (docs/decisions/090, 132): readers' requests go
 * through nginx to either site process, and from there to either platform process. One phone's code
 * limit (5 a minute) is one limit, and one code logs in once.
 */
/** A reader Action through nginx, from `from` (a loopback address of its own: the per-address limits count it apart). */
function action(name: string, form: Record<string, string>, from: string): Promise<Record<string, unknown>> {
  const front = new URL(clusterInfo().front);
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const sent = http.request(
      {
        host: front.hostname,
        port: front.port,
        localAddress: from,
        method: 'POST',
        path: `${BASE_PATH}/_actions/reader.${name}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), origin: front.origin },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => (response.statusCode === 200 ? resolve(devalue(text) as Record<string, unknown>) : reject(new Error(`${name}: ${response.statusCode} ${text.slice(0, 200)}`))));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

test('one phone asks for 12 codes at once over both sites and both platform processes: exactly 5 are sent', async () => {
  const phone = uniquePhone();
  const before = accessLines().end;
  const answers = await Promise.all(Array.from({ length: 12 }, () => action('sendCode', { phone }, '127.0.0.21')));
  expect(answers.filter((answer) => answer.sent === true)).toHaveLength(5);
  // nginx spread them over both site processes.
  const sites = new Set(
    accessLines(before)
      .lines.filter((line) => line.uri.includes('reader.sendCode'))
      .flatMap((line) => line.upstreams),
  );
  expect(sites.size).toBe(2);
});

test('one code sent to both sites at once logs in once', async ({ request }) => {
  const phone = uniquePhone();
  expect(await action('sendCode', { phone }, '127.0.0.22')).toMatchObject({ sent: true });
  const code = String((await admin(request, `/phone-code/${phone}`)).data.code);
  const logins = await Promise.all(Array.from({ length: 6 }, () => action('login', { mode: 'code', phone, code }, '127.0.0.22')));
  expect(logins.filter((login) => login.ok === true)).toHaveLength(1);
});

test('the front carries no platform API group (docs/decisions/138): 404 with or without a callback; the sites still read them', async () => {
  const { front, platformOrigin } = clusterInfo();
  for (const path of [
    '/app_if/getConfig?appID=1&curVersions=1',
    '/app_if/getConfig?appID=1&curVersions=1&jsoncallback=alert',
    '/nis/authinfo',
    '/sso-app/api/thirdLogin',
    '/upload/consolidated/results',
    '/bigdata/pageView',
    '/platform-admin/comments/pending',
  ]) {
    const response = await fetch(`${front}${path}`);
    expect(response.status, path).toBe(404);
    expect(await response.text()).not.toMatch(/^alert\(|socketServer/);
  }
  for (const query of ['jsoncallback=alert', 'callback=alert']) expect((await fetch(`${front}/platform-media/docs/certificate-1.pdf?${query}`)).status, query).toBe(404);
  expect((await fetch(`${front}/platform-media/docs/certificate-1.pdf`)).status).toBe(200);
  const json = await fetch(`${platformOrigin}/app_if/getConfig?appID=1&curVersions=1`);
  expect(json.status).toBe(200);
  expect(json.headers.get('content-type')).toMatch(/json/);
});
