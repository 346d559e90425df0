/**
 * `npm run seed`: drops the bundled platform's data and seeds the demo newsroom again.
 * Stop the site (or `npm run platform`) first: PGlite's data directory has one writer at a time.
 * The demo members get PLATFORM_DEMO_PASSWORD, or a random password printed here once (docs/decisions/139).
 */
import { resetPlatformData, resolvePaths } from '../../src/platform/createPlatform.ts';
import { isPostgresUrl } from '../../src/platform/db/openDatabase.ts';

const started = performance.now();
const paths = resolvePaths();
const { articles } = await resetPlatformData();
const where = isPostgresUrl(paths.databaseUrl) ? 'PostgreSQL (DATABASE_URL)' : paths.dataDir;
console.log(`seeded the demo newsroom (${articles} articles) into ${where} in ${Math.round(performance.now() - started)} ms`);
