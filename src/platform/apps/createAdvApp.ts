import { Hono } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { envelope } from '../http/envelope.ts';
import { mountNotFound, mountRoutes } from '../http/mountRoutes.ts';

/** adv: the demo runs no adverts (getConfig says showAdv 0); the calls answer empty lists. */
export function createAdvApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  mountRoutes(app, ctx, [
    { path: '/getArticleAdvs', handler: () => envelope.ok({ list: [] }) },
    { path: '/getAdv', handler: () => envelope.ok({ list: [] }) },
    { path: '/getColAdvs', handler: () => envelope.ok({ list: [] }) },
    { path: '/event', handler: () => envelope.bool(true) },
  ]);
  mountNotFound(app);
  return app;
}
