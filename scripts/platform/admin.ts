/**
 * `npm run admin -- <command>`: changes the running platform's data through its admin routes, so
 * readers see the change at once: live-status and live-report are pushed to the room's live sockets
 * on every platform process (docs/decisions/090).
 *
 *   publish <articleId>               set aStatus 1 (e.g. the demo preview article 1999)
 *   live-status <liveId> <0|1|2>      preview / live / ended
 *   live-report <liveId> <text…>      post a report to a live room
 *   phone-code <phone>                the latest valid verification code of a phone (no SMS service)
 *   expire-access <phone>             end that member's access tokens now (the site then sees 10111 and refreshes)
 *   comment <commentId> approve|reject  show or reject a comment that waits for review (auditType 1)
 *   analytics <articleId|all>          counts of the analytics records received, by data type (1000005 open, 1000009 share…)
 *   question <questionId> approve|reject [answer…]  show (and answer) or reject a reader's question (qaAudit 1)
 *
 * Finds the platform at PLATFORM_URL, else http://127.0.0.1:4321 (the site) then :4322 (npm run platform).
 * Token: PLATFORM_ADMIN_TOKEN, else the file the platform writes beside its data dir.
 */
import { readFileSync } from 'node:fs';
import { resolvePaths } from '../../src/platform/createPlatform.ts';

const [command, id, ...rest] = process.argv.slice(2);
const usage =
  'usage: npm run admin -- publish <articleId> | live-status <liveId> <0|1|2> | live-report <liveId> <text> | phone-code <phone> | expire-access <phone> | comment <commentId> approve|reject | analytics <articleId|all> | question <questionId> approve|reject [answer]';
if (!command || !id) {
  console.error(usage);
  process.exit(2);
}

let request: { path: string; body?: unknown };
switch (command) {
  case 'publish':
    request = { path: `/publish/${id}` };
    break;
  case 'live-status':
    if (!rest[0] || !/^[012]$/.test(rest[0])) {
      console.error(usage);
      process.exit(2);
    }
    request = { path: `/live-status/${id}/${rest[0]}` };
    break;
  case 'live-report':
    if (rest.length === 0) {
      console.error(usage);
      process.exit(2);
    }
    request = { path: `/live-report/${id}`, body: { content: rest.join(' ') } };
    break;
  case 'phone-code':
  case 'expire-access':
    if (!/^\d{11}$/.test(id)) {
      console.error(usage);
      process.exit(2);
    }
    request = { path: `/${command}/${id}` };
    break;
  case 'comment':
    if (rest[0] !== 'approve' && rest[0] !== 'reject') {
      console.error(usage);
      process.exit(2);
    }
    request = { path: `/comment/${id}/${rest[0]}` };
    break;
  case 'analytics':
    if (id !== 'all' && !/^\d{1,15}$/.test(id)) {
      console.error(usage);
      process.exit(2);
    }
    request = { path: `/analytics/${id}` };
    break;
  case 'question':
    if (rest[0] !== 'approve' && rest[0] !== 'reject') {
      console.error(usage);
      process.exit(2);
    }
    request = { path: `/question/${id}/${rest[0]}`, body: { answer: rest.slice(1).join(' ') } };
    break;
  default:
    console.error(usage);
    process.exit(2);
}

function token(): string {
  if (process.env.PLATFORM_ADMIN_TOKEN) return process.env.PLATFORM_ADMIN_TOKEN;
  const file = resolvePaths().adminTokenFile;
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    console.error(`no admin token: set PLATFORM_ADMIN_TOKEN or start the platform once (it writes ${file})`);
    process.exit(2);
  }
}

// The bundled platform's API groups listen on loopback at the site's port + 1 (PLATFORM_INTERNAL_PORT), as `npm run platform` does by default.
const origins = process.env.PLATFORM_URL ? [process.env.PLATFORM_URL.replace(/\/$/, '')] : ['http://127.0.0.1:4322'];
const headers = { authorization: `Bearer ${token()}`, 'content-type': 'application/json' };
for (const origin of origins) {
  let response: Response;
  try {
    response = await fetch(`${origin}/platform-admin${request.path}`, { method: 'POST', headers, body: JSON.stringify(request.body ?? {}) });
  } catch {
    continue;
  }
  const text = await response.text();
  console.log(`${response.status} ${text}`);
  process.exit(response.ok ? 0 : 1);
}
console.error(`platform not reachable at ${origins.join(' or ')} (set PLATFORM_URL)`);
process.exit(1);
