/**
 * Names that must never reach a browser bundle. The build scan looks for them in the client output:
 * a hit means server-only code (the catalogue) leaked into an island.
 */

/** Environment variables holding platform secrets (see catalogueConfig.ts). */
export const SECRET_ENV_NAMES: readonly string[] = [
  'PLATFORM_SIGN_KEY',
  'PLATFORM_APP_KEY',
  'PLATFORM_APP_SECRET',
  'PLATFORM_SM4_KEY',
  'PLATFORM_SSO_TOKEN',
  'PLATFORM_SSO_SECRET',
  'ANALYTICS_APP_KEY',
];

/**
 * Markers of server-only code: the SM crypto library, the handshake's secret fields and the signing
 * helpers. None of them appears in code meant for the browser.
 */
export const SECRET_MARKERS: readonly string[] = ['sm-crypto', 'appSecret', 'api-data', 'program-sign', 'des-ede3', 'signPayload', 'catalogueConfigFromEnv'];

/** Everything the scan should look for. */
export const SECRET_NAMES: readonly string[] = [...SECRET_ENV_NAMES, ...SECRET_MARKERS];
