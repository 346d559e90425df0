import { Hono } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { mountNotFound, mountRoutes } from '../http/mountRoutes.ts';
import { recordAnalytics } from './analyticsRecording.ts';

/** analytics (`sendRecord`) and the big-data click collector: both record, within bounds (analyticsRecording.ts). */
export function createAnalyticsApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  mountRoutes(app, ctx, [
    {
      path: '/sendRecord',
      handler: ({ params, c }) => recordAnalytics(ctx, c, params, { dataType: params.string('dataType', '', 32), articleId: params.string('articleID', '', 32) }),
    },
  ]);
  mountNotFound(app);
  return app;
}

export function createBigdataApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  mountRoutes(app, ctx, [
    {
      path: '/*',
      handler: ({ params, c }) => recordAnalytics(ctx, c, params, { dataType: `bigdata:${c.req.path.split('/').pop() ?? ''}`.slice(0, 64), articleId: params.string(['aid', 'articleID'], '', 32) }),
    },
  ]);
  return app;
}
