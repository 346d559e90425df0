/**
 * The `event` calls the bundled platform keeps as records (docs/decisions/164): views of activities,
 * columns, paper articles and circles, and the device record (type 20, eventType 12), with the
 * analytics records' bounds (docs/decisions/142): row caps, a rate per address and per member.
 * On PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { and, count, eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { ANALYTICS_LIMITS, RECORD_TOO_LARGE } from '../../src/platform/apps/analyticsRecording.ts';
import { analyticsRecords, rateEvents } from '../../src/platform/db/schema.ts';
import { ANONYMOUS_LIMITS, TOO_FREQUENT } from '../../src/platform/identity/rateLimit.ts';
import { fromAddress } from './anonymousClient.ts';
import { loginAs, q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

const DEVICE_UID = 'ab'.repeat(16);
/** The device record as the site sends it (catalogue recordDevice). */
const deviceRecord = (userOtherID: string, extra: Record<string, string> = {}) => ({
  type: '20',
  eventType: '12',
  userOtherID,
  channel: '1',
  appVersion: '1',
  appID: '1',
  device: 'h5',
  userID: '0',
  deviceInfo: 'Mozilla/5.0 (Linux; Android 14)',
  ...extra,
});

describeOnEachBackend('page views and device records', (p) => {
  const event = (form: Record<string, string>, headers: Record<string, string> = fromAddress('192.0.2.10')) => p.call(q('event'), { form, headers });
  const rows = async (dataType: string, subject: string) =>
    (
      await p.platform.context.db
        .select({ n: count() })
        .from(analyticsRecords)
        .where(and(eq(analyticsRecords.dataType, dataType), eq(analyticsRecords.articleId, subject)))
    )[0]!.n;

  beforeEach(async () => {
    await p.platform.context.db.delete(rateEvents);
  });

  it.each([
    ['an activity', 4],
    ['a column', 5],
    ['a paper', 7],
    ['a circle', 18],
  ])('a view of %s (type %d) is kept under its id and type', async (_name, type) => {
    const before = await rows(`event:${type}:3`, '4242');
    const answer = await event({ id: '4242', type: String(type), eventType: '3', channel: '1' });
    expect(answer.body).toMatchObject({ status: 0 });
    expect(await rows(`event:${type}:3`, '4242')).toBe(before + 1);
  });

  it('a view without an id keeps nothing; an unknown type is accepted and keeps nothing', async () => {
    expect((await event({ type: '5', eventType: '3', channel: '1' })).body).toMatchObject({ status: 0, data: { value: 'false' } });
    expect(await rows('event:5:3', '0')).toBe(0);
    expect((await event({ id: '4243', type: '50', eventType: '3', channel: '1' })).body).toMatchObject({ status: 0 });
    expect((await p.platform.context.db.select({ n: count() }).from(analyticsRecords).where(eq(analyticsRecords.articleId, '4243')))[0]!.n).toBe(0);
  });

  it('the device record is kept under the device id, with its payload', async () => {
    expect((await event(deviceRecord(DEVICE_UID))).body).toMatchObject({ status: 0 });
    const [row] = await p.platform.context.db
      .select()
      .from(analyticsRecords)
      .where(and(eq(analyticsRecords.dataType, 'event:20:12'), eq(analyticsRecords.articleId, DEVICE_UID)));
    expect(row?.payload).toMatchObject({ type: '20', eventType: '12', userOtherID: DEVICE_UID, userID: '0', deviceInfo: 'Mozilla/5.0 (Linux; Android 14)', appVersion: '1' });
  });

  it.each<[string, Record<string, string>]>([
    ['no device id', deviceRecord('')],
    ['another eventType', deviceRecord('cd'.repeat(16), { eventType: '3' })],
  ])('a device record with %s keeps nothing', async (_name, form) => {
    await event(form);
    expect(await rows('event:20:12', form.userOtherID!)).toBe(0);
  });

  it.each<[string, Record<string, string>]>([
    ['a deviceInfo over the field cap', deviceRecord('ef'.repeat(16), { deviceInfo: 'x'.repeat(ANALYTICS_LIMITS.valueChars + 1) })],
    ['more fields than a row holds', deviceRecord('ef'.repeat(16), Object.fromEntries(Array.from({ length: ANALYTICS_LIMITS.fields }, (_, i) => [`f${i}`, '1'])))],
  ])('%s is refused and keeps nothing', async (_name, form) => {
    expect((await event(form)).body).toMatchObject({ status: -1, message: RECORD_TOO_LARGE });
    expect(await rows('event:20:12', 'ef'.repeat(16))).toBe(0);
  });

  it('one address records a limited number a minute; another address still records', async () => {
    const headers = fromAddress('192.0.2.11');
    const answers = [];
    for (let i = 0; i < ANONYMOUS_LIMITS.perAddress + 1; i += 1) answers.push((await event({ id: '4244', type: '5', eventType: '3', channel: '1' }, headers)).body);
    expect(answers.slice(0, -1).every((a) => a.status === 0)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: -1, message: TOO_FREQUENT });
    expect(await rows('event:5:3', '4244')).toBe(ANONYMOUS_LIMITS.perAddress);
    expect((await event({ id: '4244', type: '5', eventType: '3', channel: '1' }, fromAddress('192.0.2.12'))).body).toMatchObject({ status: 0 });
  });

  it("a member's records are bounded too", async () => {
    const { accessToken } = await loginAs(p, '13800000001');
    const headers = { accesstoken: accessToken };
    const answers = [];
    for (let i = 0; i < ANONYMOUS_LIMITS.perAddress + 1; i += 1) answers.push((await event({ id: '4245', type: '18', eventType: '3', channel: '1' }, headers)).body);
    expect(answers.slice(0, -1).every((a) => a.status === 0)).toBe(true);
    expect(answers.at(-1)).toMatchObject({ status: -1, message: TOO_FREQUENT });
    expect(await rows('event:18:3', '4245')).toBe(ANONYMOUS_LIMITS.perAddress);
  });
});
