import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as smCryptoModule from 'sm-crypto';
import { DEMO_SM2_KEYS } from './sm2.ts';
import { DEMO_SM4_KEY } from './sm4.ts';

// sm-crypto is CommonJS: Node's ESM loader exposes only some of its names, Vite all of them, and both expose `default`.
const smCrypto: typeof smCryptoModule = Reflect.get(smCryptoModule, 'default') ?? smCryptoModule;

/**
 * The bundled platform's secrets (docs/decisions/139). Each comes from its environment variable;
 * one that is unset comes from a file beside the data (mode 0600) that a fresh install writes with
 * values of its own, and every later start reads again. Several processes of one platform must
 * agree on them: set the variables alike on each (README "Running in production").
 */
export interface PlatformSecrets {
  /** The authinfo/auth handshake's app key and secret (PLATFORM.md §4.2); authinfo hands both out, as the real platform does. */
  appKey: string;
  appSecret: string;
  /** Signs the live socket's daily token and the upload tokens; never handed out. */
  socketSecret: string;
  /** SM4 key (32 hex) of vote payloads, shared with the site. */
  sm4Key: string;
  sm2PublicKey: string;
  sm2PrivateKey: string;
  /** Keys the SSO program-sign; shared with the site's server, never with a browser. */
  ssoSecret: string;
}

export const SECRET_ENV: Readonly<Record<keyof PlatformSecrets, string>> = {
  appKey: 'PLATFORM_APP_KEY',
  appSecret: 'PLATFORM_APP_SECRET',
  socketSecret: 'PLATFORM_SOCKET_SECRET',
  sm4Key: 'PLATFORM_SM4_KEY',
  sm2PublicKey: 'PLATFORM_SM2_PUBLIC_KEY',
  sm2PrivateKey: 'PLATFORM_SM2_PRIVATE_KEY',
  ssoSecret: 'PLATFORM_SSO_SECRET',
};

/** The platform will not start with these settings (a demo value behind https, half an SM2 pair); the message is one line. */
export class PlatformSecretsError extends Error {}

const NAMES = Object.keys(SECRET_ENV) as (keyof PlatformSecrets)[];

/** Values published in this repository and in PLATFORM.md: fine on a laptop, refused behind https. */
export const DEMO_SECRETS: Readonly<Partial<Record<keyof PlatformSecrets, string>>> = {
  appKey: '00112233445566778899aabbccddeeff',
  appSecret: 'ffeeddccbbaa99887766554433221100',
  sm4Key: DEMO_SM4_KEY,
  sm2PublicKey: DEMO_SM2_KEYS.publicKey,
  sm2PrivateKey: DEMO_SM2_KEYS.privateKey,
};

/** The demo members' password before it became a setting (tests still set it). */
export const PUBLISHED_DEMO_PASSWORD = '123456';

/** A new set of every secret (a fresh install's; the cluster script hands one set to all its processes). */
export function newPlatformSecrets(): PlatformSecrets {
  const sm2 = smCrypto.sm2.generateKeyPairHex();
  const hex = (bytes: number) => randomBytes(bytes).toString('hex');
  return { appKey: hex(16), appSecret: hex(16), socketSecret: hex(32), sm4Key: hex(16), sm2PublicKey: sm2.publicKey, sm2PrivateKey: sm2.privateKey, ssoSecret: hex(32) };
}

function readSecretsFile(file: string): Partial<PlatformSecrets> | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // reported below
  }
  if (!parsed || typeof parsed !== 'object') throw new PlatformSecretsError(`platform: ${file} is not a JSON object; move it away to have new secrets made`);
  const known: Partial<PlatformSecrets> = {};
  for (const name of NAMES) {
    const value = Reflect.get(parsed, name);
    if (typeof value === 'string' && value) known[name] = value;
  }
  return known;
}

/**
 * The install's generated secrets: read from `file`, or made and written there on the first start.
 * The file appears whole and only once (written aside, then linked in place, which fails if it is
 * already there), so two processes starting on one data folder read and keep the same values.
 */
export function installSecrets(file: string): PlatformSecrets {
  const existing = readSecretsFile(file);
  if (existing && NAMES.every((name) => existing[name])) return existing as PlatformSecrets;
  const fresh = newPlatformSecrets();
  const secrets = { ...fresh, ...existing };
  // The SM2 halves belong together: a file that lost one gets a new pair.
  if (!existing?.sm2PublicKey || !existing.sm2PrivateKey) Object.assign(secrets, { sm2PublicKey: fresh.sm2PublicKey, sm2PrivateKey: fresh.sm2PrivateKey });
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  if (existing) {
    // A file from an older version: completed in place.
    renameSync(temporary, file);
    return secrets;
  }
  try {
    linkSync(temporary, file);
    return secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return installSecrets(file);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Each secret from its environment variable, else from the install's file (made on first use). */
export function platformSecrets(file: string, env: Record<string, string | undefined> = process.env): PlatformSecrets {
  const configured: Partial<PlatformSecrets> = {};
  for (const name of NAMES) {
    const value = env[SECRET_ENV[name]]?.trim();
    if (value) configured[name] = value;
  }
  if (!configured.sm2PublicKey !== !configured.sm2PrivateKey) throw new PlatformSecretsError('platform: set PLATFORM_SM2_PUBLIC_KEY and PLATFORM_SM2_PRIVATE_KEY together (one key pair), or neither');
  // Every value configured: no file is needed (a read-only install, or a cluster's processes).
  if (NAMES.every((name) => configured[name])) return configured as PlatformSecrets;
  return { ...installSecrets(file), ...configured };
}

/** A public https origin: where the published demo values are refused. */
export function isHttpsOrigin(origin: string | undefined): boolean {
  return Boolean(origin?.trim().toLowerCase().startsWith('https:'));
}

/**
 * Refuses the values published with the code when the platform serves a public https origin:
 * anyone could sign, decrypt or log in with them. A local http run keeps working with them.
 */
export function assertNoDemoSecrets(settings: PlatformSecrets & { demoPassword?: string | null }, siteOrigin: string | undefined): void {
  const origin = siteOrigin?.trim() ?? '';
  if (!isHttpsOrigin(origin)) return;
  const demo = NAMES.filter((name) => DEMO_SECRETS[name] !== undefined && settings[name] === DEMO_SECRETS[name]).map((name) => SECRET_ENV[name]);
  if (settings.demoPassword === PUBLISHED_DEMO_PASSWORD) demo.push('PLATFORM_DEMO_PASSWORD');
  if (demo.length) throw new PlatformSecretsError(`platform: refusing to start on ${origin} with the published demo value of ${demo.join(', ')}; unset it to have one generated, or set your own`);
}

/** The variables that carry `secrets`, for processes started with them (scripts/cluster). */
export function secretsEnv(secrets: PlatformSecrets): Record<string, string> {
  return Object.fromEntries(NAMES.map((name) => [SECRET_ENV[name], secrets[name]]));
}
