/**
 * Issue 39 findings 11 and 13, uploads (docs/decisions/141): every upload has an owner,
 * consolidated/results answers only the uploads made with the same token (its member and grant),
 * tokens expire, and anonymous uploads fill a quota of their own, never the members'. On PGlite
 * and, with TEST_DATABASE_URL, on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { createUploadApp } from '../../src/platform/apps/createUploadApp.ts';
import { uploadOwners } from '../../src/platform/db/schema.ts';
import { issueUploadToken, UPLOAD_TOKEN_TTL_MS } from '../../src/platform/media/uploadTokens.ts';
import { quickMembers, type TestMember } from './activityClient.ts';
import { picture } from './imageSamples.ts';
import { q } from './memberClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

describeOnEachBackend('upload ownership', (p) => {
  let members: TestMember[];
  const grant = async (member: TestMember) => (await p.call(q('mamUploadAccessToken'), { headers: { accesstoken: member.accessToken } })).body.data.token as string;
  const formOf = async (fields: Record<string, string>, seed: number) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(await picture('png', 4 + seed, 4))]), `p${seed}.png`);
    return form;
  };
  const upload = async (fields: Record<string, string>, seed: number) => {
    const response = await fetch(`${p.origin}/upload/minio/upload`, { method: 'POST', body: await formOf(fields, seed) });
    return { status: response.status, body: (await response.json()) as any };
  };
  const results = async (token: string, ids: number[]) => {
    const response = await fetch(`${p.origin}/upload/consolidated/results`, { method: 'POST', body: new URLSearchParams({ token, ids: ids.join(',') }) });
    const body = (await response.json()) as any;
    return { status: response.status, ids: (body.data?.list ?? []).map((entry: { id: number }) => entry.id).sort() };
  };

  beforeAll(async () => {
    members = await quickMembers(p, 2, '1396');
  });

  it("consolidated/results answers only its own token's uploads", async () => {
    const [a, a2, b] = [await grant(members[0]!), await grant(members[0]!), await grant(members[1]!)];
    const mine = (await upload({ token: a }, 1)).body.data.id;
    const mineLater = (await upload({ token: a2 }, 2)).body.data.id;
    const theirs = (await upload({ token: b }, 3)).body.data.id;
    const anonymous = (await upload({}, 4)).body.data.id;
    const all = [mine, mineLater, theirs, anonymous];
    const cases: [string, string, number[]][] = [
      ["A's first token", a, [mine]],
      ["A's second token", a2, [mineLater]],
      ["B's token", b, [theirs]],
    ];
    for (const [name, token, expected] of cases) expect(await results(token, all), name).toEqual({ status: 200, ids: expected.sort() });
  });

  it('a token expires, and one for another member or grant is not this one', async () => {
    const secret = p.platform.context.settings.socketSecret;
    const expired = issueUploadToken(secret, members[0]!.id, Date.now() - UPLOAD_TOKEN_TTL_MS - 1).token;
    expect((await upload({ token: expired }, 5)).status).toBe(401);
    expect((await results(expired, [1])).status).toBe(401);
    const token = await grant(members[0]!);
    const [member, expires, grantId, signature] = token.split('.');
    const forged = [`${Number(member) + 1}.${expires}.${grantId}.${signature}`, `${member}.${expires}.${'A'.repeat(12)}.${signature}`, `${member}.${expires}.${signature}`];
    for (const bad of forged) expect((await upload({ token: bad }, 6)).status, bad).toBe(401);
  });

  it('an upload is recorded with its owner: the member, the device the client names, or its address', async () => {
    const db = p.platform.context.db;
    const ownerOf = async (id: number) => (await db.select().from(uploadOwners).where(eq(uploadOwners.uploadId, id)))[0]?.owner;
    expect(await ownerOf((await upload({ token: await grant(members[1]!) }, 7)).body.data.id)).toBe(`member:${members[1]!.id}`);
    expect(await ownerOf((await upload({ deviceID: 'device-0123456789' }, 8)).body.data.id)).toBe('anon:device-0123456789');
    expect(await ownerOf((await upload({ deviceID: '<bad>' }, 9)).body.data.id)).toMatch(/^anon:ip:/);
  });

  it("anonymous uploads have their own quota and cannot fill the members'", async () => {
    const token = await grant(members[0]!);
    const send = async (options: { diskCapBytes?: number; anonymousCapBytes?: number }, fields: Record<string, string>, seed: number) =>
      (await createUploadApp(p.platform.context, options).request('/minio/upload', { method: 'POST', body: await formOf(fields, seed) })).status;
    const cases: [string, { diskCapBytes?: number; anonymousCapBytes?: number }, Record<string, string>, number][] = [
      ['anonymous, anonymous quota full', { anonymousCapBytes: 1 }, {}, 507],
      ['member, anonymous quota full', { anonymousCapBytes: 1 }, { token }, 200],
      ['member, members quota full', { diskCapBytes: 1 }, { token }, 507],
      ['anonymous, members quota full', { diskCapBytes: 1 }, {}, 200],
    ];
    let seed = 10;
    for (const [name, options, fields, status] of cases) expect(await send(options, fields, (seed += 1)), name).toBe(status);
  });
});
