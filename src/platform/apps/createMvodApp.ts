import { Hono } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { mountNotFound, mountRoutes } from '../http/mountRoutes.ts';
import { shortVideoRoutes } from '../routes/mvod/shortVideoRoutes.ts';

/** mvod: short vertical videos. */
export function createMvodApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  mountRoutes(app, ctx, shortVideoRoutes);
  mountNotFound(app);
  return app;
}
