/**
 * The back office's `verify-code` route (docs/decisions/100): the code a verify-code image shows,
 * behind the admin token, for tests that must type it as a reader would; the code still works once.
 */
import { beforeAll, expect, it } from 'vitest';
import { DEMO_IDS } from '../../src/platform/seed/demoIds.ts';
import { appAuthHeaders, nis, quickMembers, votePayload, type TestMember } from './activityClient.ts';
import { describeOnEachBackend } from './startTestPlatform.ts';

describeOnEachBackend('verify-code admin route', (p) => {
  let member: TestMember;
  let app: () => Record<string, string>;
  const admin = (codeKey: string, token = p.platform.context.settings.adminToken) =>
    fetch(`${p.origin}/platform-admin/verify-code/${codeKey}`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  const image = (codeKey: string) => fetch(`${p.origin}${nis(`get/image/verify/code?codeKey=${codeKey}`)}`, { headers: { accesstoken: member.accessToken } });

  beforeAll(async () => {
    member = (await quickMembers(p, 1, '1396'))[0]!;
    app = await appAuthHeaders(p);
  }, 60_000);

  it('gives the latest code of an image key, only with the token; an unknown or malformed key is refused', async () => {
    expect((await image('admin-key-0001')).status).toBe(200);
    const first = (await (await admin('admin-key-0001')).json()).data.code as string;
    expect((await image('admin-key-0001')).status).toBe(200);
    const answer = await admin('admin-key-0001');
    expect(answer.status).toBe(200);
    const latest = (await answer.json()).data.code as string;
    expect(latest).toMatch(/^[A-Z2-9]{4}$/);
    expect(first).toMatch(/^[A-Z2-9]{4}$/);
    expect((await admin('admin-key-0001', 'wrong-token')).status).toBe(401);
    expect((await admin('never-issued-0001')).status).toBe(404);
    expect((await admin('bad')).status).toBe(400);
  });

  it('the code it gives counts a vote once; the same code again is refused', async () => {
    expect((await image('admin-key-0002')).status).toBe(200);
    const verifyCode = (await (await admin('admin-key-0002')).json()).data.code as string;
    const send = () =>
      p.call(nis('recordVote/recordVoteCountAndLog'), {
        form: { data: votePayload(p, { voteId: DEMO_IDS.votes.activity, optionIds: [7214], codeKey: 'admin-key-0002', verifyCode }) },
        headers: { ...app(), accesstoken: member.accessToken },
      });
    const first = await send();
    expect(first.body.status).toBe(0);
    const again = await send();
    expect(again.body.status).not.toBe(0);
    expect(again.body.message).toBe('验证码已失效，请重新获取');
  });
});
