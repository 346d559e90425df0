/**
 * The platform counts code requests per reader, not per site: the site names its reader (the
 * socket peer) when it calls its bundled platform, so one address spending its limit leaves
 * another's untouched. Two readers on two loopback addresses of this machine.
 */
import http from 'node:http';
import { describe, expect, test } from 'vitest';
import { devalue } from '../actionAnswer.ts';
import { BASE_PATH, ensureUp, port } from './suiteServer.ts';

const IP_LIMIT = 30;

function sendCode(from: string, phone: string): Promise<{ sent: boolean; message: string | null }> {
  const body = new URLSearchParams({ phone }).toString();
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: 'POST',
        path: `${BASE_PATH}/_actions/reader.sendCode`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), origin: `http://localhost:${port}` },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => {
          const answer = devalue(text) as { sent: boolean; refusal: { message: string | null } | null };
          resolve({ sent: answer.sent, message: answer.refusal?.message ?? null });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('rate limits count readers, not the site', () => {
  test('a reader who spent the per-address limit of code requests leaves another reader able to log in', async () => {
    await ensureUp();
    const stamp = String(Date.now() % 1e6).padStart(6, '0');
    const phone = (n: number) => `137${stamp}${String(n).padStart(2, '0')}`;
    const first: boolean[] = [];
    // Distinct phones, so only the per-address limit can refuse.
    for (let n = 0; n <= IP_LIMIT; n += 1) first.push((await sendCode('127.0.0.2', phone(n))).sent);
    expect(first.slice(0, IP_LIMIT).every(Boolean)).toBe(true);
    expect(first[IP_LIMIT]).toBe(false);
    const other = await sendCode('127.0.0.3', `136${stamp}00`);
    expect(other).toEqual({ sent: true, message: null });
  });
});
