import { Hono } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { mountNotFound, mountRoutes } from '../http/mountRoutes.ts';
import { appAuthGuard, readerTokenGuard } from '../http/tokenGuards.ts';
import { authRoutes } from '../routes/base/authRoutes.ts';
import { nisVoteRoutes } from '../routes/nis/nisVoteRoutes.ts';

/** nis: the vote service and the authinfo/auth handshake (SPEC §7 lists them under nis). Signed like app_if (PLATFORM.md §4.2). */
export function createNisApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  // The reader guard too: votes and verify codes belong to the accesstoken's member.
  app.use('*', appAuthGuard(ctx), readerTokenGuard(ctx));
  mountRoutes(app, ctx, [...authRoutes.filter((r) => r.path === '/authinfo' || r.path === '/auth'), ...nisVoteRoutes]);
  mountNotFound(app);
  return app;
}
