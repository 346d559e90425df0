import { Hono } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { mountRoutes } from '../http/mountRoutes.ts';
import { appAuthGuard, readerTokenGuard } from '../http/tokenGuards.ts';
import { articleListRoutes } from '../routes/base/articleListRoutes.ts';
import { articleRoutes } from '../routes/base/articleRoutes.ts';
import { authRoutes } from '../routes/base/authRoutes.ts';
import { columnRoutes } from '../routes/base/columnRoutes.ts';
import { configRoutes } from '../routes/base/configRoutes.ts';
import { discussRoutes } from '../routes/base/discussRoutes.ts';
import { discussWriteRoutes } from '../routes/base/discussWriteRoutes.ts';
import { favouriteRoutes } from '../routes/base/favouriteRoutes.ts';
import { subscriptionRoutes } from '../routes/base/subscriptionRoutes.ts';
import { myDiscussRoutes } from '../routes/base/myDiscussRoutes.ts';
import { interactionRoutes } from '../routes/base/interactionRoutes.ts';
import { leaderRoutes } from '../routes/base/leaderRoutes.ts';
import { liveRoutes } from '../routes/base/liveRoutes.ts';
import { memberRoutes } from '../routes/base/memberRoutes.ts';
import { wxRoutes } from '../routes/base/wxRoutes.ts';
import { activityRoutes } from '../routes/base/activityRoutes.ts';
import { activitySignupRoutes } from '../routes/base/activitySignupRoutes.ts';
import { voucherRoutes } from '../routes/base/voucherRoutes.ts';
import { voteRoutes } from '../routes/base/voteRoutes.ts';
import { paperRoutes } from '../routes/base/paperRoutes.ts';
import { xyRoutes } from '../routes/base/xyRoutes.ts';
import { reporterRoutes } from '../routes/base/reporterRoutes.ts';
import { qaRoutes } from '../routes/base/qaRoutes.ts';
import { circleRoutes } from '../routes/base/circleRoutes.ts';
import { tipoffRoutes } from '../routes/base/tipoffRoutes.ts';
import { contributionRoutes } from '../routes/base/contributionRoutes.ts';
import { amucServiceRoutes } from '../routes/base/amucServiceRoutes.ts';

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
    ...interactionRoutes,
    ...wxRoutes,
    ...authRoutes,
    ...leaderRoutes,
    ...memberRoutes,
    ...discussRoutes,
    ...discussWriteRoutes,
    ...favouriteRoutes,
    ...subscriptionRoutes,
    ...activityRoutes,
    ...activitySignupRoutes,
    ...voucherRoutes,
    ...voteRoutes,
    ...myDiscussRoutes,
    ...paperRoutes,
    ...xyRoutes,
    ...reporterRoutes,
    ...qaRoutes,
    ...circleRoutes,
    ...tipoffRoutes,
    ...contributionRoutes,
    ...amucServiceRoutes,
  ];
  mountRoutes(app, ctx, routes, { unwrapWithoutCurVersions: true, doSuffix: true, jsonpParam: 'jsoncallback' });
  app.notFound((c) => c.json({ status: -1, message: '接口不存在', data: {} }, 404));
  return app;
}
