import { Hono } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { mountSsoRoutes } from '../http/ssoHttp.ts';
import { loginRoutes } from '../routes/sso/loginRoutes.ts';
import { logoutRoutes } from '../routes/sso/logoutRoutes.ts';
import { phonePasswordRoutes } from '../routes/sso/phonePasswordRoutes.ts';

/** sso-app: its own envelope and the program-sign filter (PLATFORM.md §4.3–4.4); the login calls are in routes/sso. */
export function createSsoApp(ctx: PlatformContext): Hono {
  const app = new Hono();
  mountSsoRoutes(app, ctx, '/sso-app', [...loginRoutes, ...logoutRoutes, ...phonePasswordRoutes]);
  app.all('*', (c) => c.json({ code: 0, msg: 'not found', value: {}, status: -1, message: '接口不存在', data: {}, path: c.req.path, error: '接口不存在', timestamp: Date.now() }, 404));
  return app;
}
