import { Hono } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { mountNotFound, mountRoutes } from '../http/mountRoutes.ts';
import { appAuthGuard, readerTokenGuard } from '../http/tokenGuards.ts';
import { articleListRoutes } from '../routes/base/articleListRoutes.ts';
import { articleRoutes } from '../routes/base/articleRoutes.ts';
import { authRoutes } from '../routes/base/authRoutes.ts';
import { columnRoutes } from '../routes/base/columnRoutes.ts';
import { configRoutes } from '../routes/base/configRoutes.ts';
import { commentRoutes } from '../routes/base/commentRoutes.ts';
import { reportRoutes } from '../routes/base/reportRoutes.ts';
import { favouriteRoutes } from '../routes/base/favouriteRoutes.ts';
import { subscriptionRoutes } from '../routes/base/subscriptionRoutes.ts';
import { praiseRoutes } from '../routes/base/praiseRoutes.ts';
import { leaderRoutes } from '../routes/base/leaderRoutes.ts';
import { liveRoutes } from '../routes/base/liveRoutes.ts';
import { memberRoutes } from '../routes/base/memberRoutes.ts';
import { wxRoutes } from '../routes/base/wxRoutes.ts';
import { activityRoutes } from '../routes/base/activityRoutes.ts';
import { voucherRoutes } from '../routes/base/voucherRoutes.ts';
import { baseVoteRoutes } from '../routes/base/baseVoteRoutes.ts';
import { paperRoutes } from '../routes/base/paperRoutes.ts';
import { xyRoutes } from '../routes/base/xyRoutes.ts';
import { reporterRoutes } from '../routes/base/reporterRoutes.ts';
import { qaRoutes } from '../routes/base/qaRoutes.ts';
import { circleRoutes } from '../routes/base/circleRoutes.ts';
import { tipoffRoutes } from '../routes/base/tipoffRoutes.ts';
import { contributionRoutes } from '../routes/base/contributionRoutes.ts';
import { inviteRoutes } from '../routes/base/inviteRoutes.ts';
import { pointRoutes } from '../routes/base/pointRoutes.ts';
import { uploadRoutes } from '../routes/base/uploadRoutes.ts';

/** The base group (the real `app_if`). A new call is one entry in one of the route files. */
export function createBaseApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  // The app's own auth first: a request from an unauthenticated app is refused before its reader is looked at.
  app.use('*', appAuthGuard(ctx), readerTokenGuard(ctx));
  const routes = [
    ...configRoutes,
    ...columnRoutes,
    ...articleListRoutes,
    ...articleRoutes,
    ...liveRoutes,
    ...praiseRoutes,
    ...wxRoutes,
    ...authRoutes,
    ...leaderRoutes,
    ...memberRoutes,
    ...commentRoutes,
    ...reportRoutes,
    ...favouriteRoutes,
    ...subscriptionRoutes,
    ...activityRoutes,
    ...voucherRoutes,
    ...baseVoteRoutes,
    ...paperRoutes,
    ...xyRoutes,
    ...reporterRoutes,
    ...qaRoutes,
    ...circleRoutes,
    ...tipoffRoutes,
    ...contributionRoutes,
    ...inviteRoutes,
    ...pointRoutes,
    ...uploadRoutes,
  ];
  mountRoutes(app, ctx, routes, { unwrapWithoutCurVersions: true, doSuffix: true, jsonpParam: 'jsoncallback' });
  mountNotFound(app);
  return app;
}
