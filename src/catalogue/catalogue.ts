import { catalogueConfigFromEnv, type CatalogueConfig } from './catalogueConfig.ts';
import { callWrappers } from './callWrappers.ts';
import { identityWrappers } from './identityWrappers.ts';
import { activityWrappers } from './activityWrappers.ts';
import { voteWrappers } from './voteWrappers.ts';
import { liveWrappers } from './liveWrappers.ts';
import { mvodWrappers } from './mvodWrappers.ts';
import { articleWrappers } from './articleWrappers.ts';
import { commentWrappers } from './commentWrappers.ts';
import { subscriptionWrappers } from './subscriptionWrappers.ts';
import { documentWrappers } from './documentWrappers.ts';
import { xyWrappers } from './xyWrappers.ts';
import { communityWrappers } from './communityWrappers.ts';
import { serviceWrappers } from './serviceWrappers.ts';
import { createCatalogueEngine, type CatalogueDeps } from './catalogueEngine.ts';
import type { CatalogueError, Result } from './result.ts';
import { memorySession } from './session.ts';
import type { SiteConfig } from './siteConfig.ts';

/**
 * The catalogue as pages, actions and tests use it: the engine (catalogueEngine.ts: `call`, app
 * auth, site config) plus the typed wrappers beside the call table (callWrappers.ts), and the
 * site's one instance configured from the environment. Server only.
 */

export function createCatalogue(config: CatalogueConfig, deps: CatalogueDeps = {}) {
  const engine = createCatalogueEngine(config, deps);
  return {
    ...engine,
    ...callWrappers(engine),
    ...articleWrappers(engine),
    ...commentWrappers(engine),
    ...identityWrappers(engine),
    ...activityWrappers(engine),
    ...voteWrappers(engine),
    ...liveWrappers(engine),
    ...mvodWrappers(engine),
    ...subscriptionWrappers(engine),
    ...documentWrappers(engine),
    ...xyWrappers(engine),
    ...communityWrappers(engine),
    ...serviceWrappers(engine),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
export type { CallOptions, CatalogueDeps } from './catalogueEngine.ts';
export type { Payload, PayloadValue } from './buildRequest.ts';
export type { CatalogueError, Result };

let defaultInstance: Catalogue | null = null;

/** The site's catalogue, configured from the environment on first use. */
export function getSiteCatalogue(): Catalogue {
  defaultInstance ??= createCatalogue(catalogueConfigFromEnv());
  return defaultInstance;
}

/**
 * The same instance as a value for pages (`siteCatalogue.getArticles(…)`); built lazily so
 * importing this module reads no environment.
 */
export const siteCatalogue: Catalogue = new Proxy({} as Catalogue, {
  get: (_target, key) => Reflect.get(getSiteCatalogue(), key),
});

/** Site config through the default catalogue (cached, see createCatalogueEngine). */
export function getSiteConfig(): Promise<Result<SiteConfig>> {
  return getSiteCatalogue().getSiteConfig();
}

/** A throwaway in-memory session, for callers without cookies. */
export { memorySession };
