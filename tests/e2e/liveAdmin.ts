import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { E2E_ADMIN_TOKEN, E2E_PLATFORM } from '../../playwright.config.ts';

const run = promisify(execFile);

/** `npm run admin`, as a newsroom runs it, against the bundled platform's own loopback port (docs/decisions/138). */
export async function adminCli(...args: string[]): Promise<void> {
  await run(process.execPath, ['scripts/platform/admin.ts', ...args], { env: { ...process.env, PLATFORM_URL: E2E_PLATFORM, PLATFORM_ADMIN_TOKEN: E2E_ADMIN_TOKEN } });
}
