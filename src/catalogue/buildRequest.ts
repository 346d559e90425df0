import { randomInt } from 'node:crypto';
import type { CatalogueConfig, ServiceGroup } from './catalogueConfig.ts';
import { USER_ID_FIELDS, type CallDef, type CallName } from './calls.ts';
import { authHeaders, type AppAuthStore } from './appAuth.ts';
import { signPayload, type PayloadSigner } from './payloadSigning.ts';
import { encryptVotePayload, sm2EncryptHex } from './smCipher.ts';
import { ssoHeaders } from './ssoProgramSign.ts';
import type { SessionHandle } from './session.ts';

/**
 * Turns one call of the table and its payload into an HTTP request: common parameters, SM2/SM4
 * encryption, payload signing, app-auth and reader-token headers, SSO program signature and the
 * body encoding. No I/O: the engine (catalogueEngine.ts) sends what this builds.
 */

export type PayloadValue = string | number | boolean | null | undefined | ReadonlyArray<string | number> | Blob;
export type Payload = Readonly<Record<string, PayloadValue>>;

type Params = Array<[string, string]>;

export interface RequestParts {
  config: CatalogueConfig;
  now: () => number;
  appAuth: AppAuthStore;
  signer: PayloadSigner;
  /** The SM2 public key for user ids: configured, else the site config's; null sends them plain. */
  sm2Key: string | null;
}

export interface BuiltRequest {
  url: string;
  method: CallDef['method'];
  headers: Record<string, string>;
  body: BodyInit | undefined;
}

const LOOPBACK_HOST = /^https?:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?(\/|$)/i;

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function textOf(value: string | number | boolean): string {
  return typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
}

/** authinfo/auth travel to the configured group (docs/decisions/022); every other call to its own. */
export function groupOf(name: CallName, def: CallDef, config: CatalogueConfig): ServiceGroup {
  return name === 'authinfo' || name === 'auth' ? config.authGroup : def.group;
}

/** Common parameters first; payload values replace common ones of the same name. */
function buildParams(parts: RequestParts, def: CallDef, payload: Payload): { common: Params; files: Array<[string, Blob]>; own: Params } {
  const { config, now } = parts;
  const own: Params = [];
  const files: Array<[string, Blob]> = [];
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (isBlob(value)) files.push([name, value]);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') own.push([name, textOf(value)]);
    else for (const item of value) own.push([name, String(item)]);
  }
  const ownNames = new Set(own.map(([name]) => name));
  const common: Params = def.commonParams
    ? (
        [
          ['siteId', config.siteId],
          ['appID', config.appID],
          ['device', config.device],
          ['siteID', config.siteId],
          ['siteid', config.siteId],
          ['curVersions', String(config.curVersions)],
          ['apiVersion', config.apiVersion],
          ['t', String(now())],
        ] satisfies Params
      ).filter(([name]) => !ownNames.has(name))
    : [];
  return { common, files, own };
}

/** SPEC §7: user ids (and SSO oid/unionid from curVersions 3) travel SM2-encrypted with a `04` prefix. */
function encryptFields(parts: RequestParts, def: CallDef, own: Params): Params {
  const key = parts.sm2Key;
  if (!key) return own;
  const fields = new Set([...USER_ID_FIELDS, ...def.extraUserIdFields]);
  if (parts.config.curVersions >= 3) for (const field of def.ssoEncryptedFields) fields.add(field);
  return own.map(([name, value]) => (fields.has(name) && value && value !== '0' ? [name, sm2EncryptHex(value, key)] : [name, value]));
}

function requestHeaders(parts: RequestParts, name: CallName, def: CallDef, group: ServiceGroup, own: Params, session: SessionHandle | undefined): Record<string, string> {
  const { config, now } = parts;
  const headers: Record<string, string> = { accept: 'application/json' };
  // On loopback (the bundled platform, or a sidecar) compressing and inflating every answer only burns CPU.
  if (LOOPBACK_HOST.test(config.urls[group])) headers['accept-encoding'] = 'identity';
  const auth = parts.appAuth.get(now());
  const isHandshake = name === 'authinfo' || name === 'auth';
  if (auth && !isHandshake && (group === 'base' || group === 'sso' || group === 'nis')) {
    Object.assign(headers, authHeaders(auth.authToken, auth.appSecret, String(now())));
  }
  const tokens = session?.tokens;
  if (tokens && (group === 'base' || group === 'nis')) {
    // Reader tokens as headers, never in URLs (docs/decisions/022).
    // A member is known by the access token alone: a stale anonymous token beside it would only
    // bring a 10111 that refreshing the login cannot cure.
    if (tokens.accessToken) headers.accesstoken = tokens.accessToken;
    else if (tokens.securityToken) headers.securitytoken = tokens.securityToken;
  }
  if (group === 'sso') {
    Object.assign(
      headers,
      ssoHeaders(
        {
          devid: tokens?.deviceId ?? config.device,
          random: String(randomInt(10_000, 99_999)),
          timestamp: String(now()),
          token: def.ssoMemberToken ? (tokens?.ssoToken ?? '') : (auth?.authToken ?? config.sso.token ?? ''),
          version: config.sso.version,
        },
        own,
        config.sso.signKey,
      ),
    );
  }
  return headers;
}

/**
 * The request for one call, or null when the configuration cannot make it (an SM4 call without
 * an SM4 key). `extraHeaders` (analytics) override the built ones.
 */
export function buildRequest(
  parts: RequestParts,
  name: CallName,
  def: CallDef,
  payload: Payload,
  session: SessionHandle | undefined,
  extraHeaders: Record<string, string> | undefined,
): BuiltRequest | null {
  const { config } = parts;
  const group = groupOf(name, def, config);
  const built = buildParams(parts, def, payload);
  let own = encryptFields(parts, def, built.own);
  if (def.sm4Payload) {
    if (!config.sm4Key) return null;
    const source = Object.fromEntries(own);
    own = [['data', encryptVotePayload({ afsData: source.afsData ?? '', device: source.device ?? config.device, data: source.data ?? '' }, config.sm4Key)]];
  }
  let params: Params = [...built.common, ...own];
  if (group === 'base' && config.curVersions >= 3 && config.signing.key) params = signPayload(params, config.signing.key, parts.signer);

  let url = `${config.urls[group]}/${def.path}`;
  const headers = { ...requestHeaders(parts, name, def, group, own, session), ...extraHeaders };
  let body: BodyInit | undefined;
  if (def.method === 'GET' || def.encoding === 'query') {
    const query = new URLSearchParams(params).toString();
    if (query) url += `?${query}`;
  } else if (def.encoding === 'multipart') {
    const form = new FormData();
    for (const [n, value] of params) form.append(n, value);
    for (const [n, file] of built.files) form.append(n, file);
    body = form;
  } else if (def.encoding === 'json') {
    body = JSON.stringify(Object.fromEntries(params));
    headers['content-type'] = 'application/json';
  } else {
    body = new URLSearchParams(params).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  return { url, method: def.method, headers, body };
}
