/**
 * Analytics records (sendRecord, big-data beacons) are bounded (docs/decisions/142): per field and
 * per row in size, per address in rate, and in age (each insert deletes a batch of expired ones).
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { count, eq, lt } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { ANALYTICS_LIMITS, RECORD_TOO_LARGE } from '../../src/platform/apps/analyticsRecording.ts';
import { analyticsRecords } from '../../src/platform/db/schema.ts';
import { ANONYMOUS_LIMITS, TOO_FREQUENT } from '../../src/platform/identity/rateLimit.ts';
import { fromAddress } from './anonymousClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const ENDPOINTS = ['/analytics/sendRecord', '/bigdata/pageView'];
const long = (n: number) => 'x'.repeat(n);
const manyFields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, '1']));

describeOnEachBackend('analytics bounds', (p) => {
  const records = async (dataType: string) => (await p.platform.context.db.select({ n: count() }).from(analyticsRecords).where(eq(analyticsRecords.dataType, dataType)))[0]!.n;

  it.each([
    ['a value over the field cap', { url: long(ANALYTICS_LIMITS.valueChars + 1) }],
    ['a name over the field cap', { [long(ANALYTICS_LIMITS.keyChars + 1)]: '1' }],
    ['more fields than a row holds', manyFields(ANALYTICS_LIMITS.fields + 1)],
    ['a row over its byte cap', Object.fromEntries(Array.from({ length: 5 }, (_, i) => [`f${i}`, long(ANALYTICS_LIMITS.valueChars)]))],
  ])('%s is refused and stores nothing, on both endpoints', async (_case, form) => {
    for (const endpoint of ENDPOINTS) {
      const dataType = endpoint.endsWith('sendRecord') ? 'oversize' : 'bigdata:pageView';
      const before = await records(dataType);
      const answer = await p.call(endpoint, { form: { dataType: 'oversize', articleID: '1001', ...form }, headers: fromAddress('198.51.100.20') });
      expect(answer.body).toMatchObject({ status: -1, message: RECORD_TOO_LARGE });
      expect(await records(dataType)).toBe(before);
    }
  });

  it('a record at the caps is stored', async () => {
    const answer = await p.call('/analytics/sendRecord', {
      form: { dataType: 'at-caps', url: long(ANALYTICS_LIMITS.valueChars), ...manyFields(ANALYTICS_LIMITS.fields - 2) },
      headers: fromAddress('198.51.100.21'),
    });
    expect(answer.body.status).toBe(0);
    expect(await records('at-caps')).toBe(1);
  });

  it('one address sends a limited number a minute; another address still records', async () => {
    const send = (address: string) => p.call('/bigdata/articleClick', { form: { aid: '1001' }, headers: fromAddress(address) });
    const answers = [];
    for (let i = 0; i < ANONYMOUS_LIMITS.perAddress + 1; i += 1) answers.push((await send('198.51.100.22')).body);
    expect(answers.slice(0, -1).every((a) => a.status === 0)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: -1, message: TOO_FREQUENT });
    expect((await send('198.51.100.23')).body.status).toBe(0);
  });

  it('records older than the kept age are deleted a batch per insert, newer ones stay', async () => {
    const { db } = p.platform.context;
    const old = Date.now() - ANALYTICS_LIMITS.maxAgeMs;
    await db.insert(analyticsRecords).values(Array.from({ length: ANALYTICS_LIMITS.sweepBatch + 50 }, (_, i) => ({ dataType: 'expired', createdAt: old - 1_000 - i })));
    await db.insert(analyticsRecords).values({ dataType: 'kept', createdAt: old + 3_600_000 });
    const expired = async () =>
      (
        await db
          .select({ n: count() })
          .from(analyticsRecords)
          .where(lt(analyticsRecords.createdAt, Date.now() - ANALYTICS_LIMITS.maxAgeMs))
      )[0]!.n;
    await p.call('/analytics/sendRecord?dataType=fresh', { headers: fromAddress('198.51.100.24') });
    expect(await expired()).toBe(50);
    await p.call('/bigdata/pageView?aid=1', { headers: fromAddress('198.51.100.24') });
    expect(await expired()).toBe(0);
    expect(await records('kept')).toBe(1);
    expect(await records('fresh')).toBe(1);
  });
});
