import type { Context, Hono } from 'hono';
import type { PlatformContext } from '../PlatformContext.ts';
import { BadParamError, Params } from './Params.ts';
import type { Reply } from './envelope.ts';
import { NO_READER, type ReaderIdentity } from './tokenGuards.ts';

export interface RouteRequest {
  params: Params;
  files: Map<string, File[]>;
  ctx: PlatformContext;
  /** Scheme and host media URLs in the response start with. */
  origin: string;
  /** The member of a valid `accesstoken` header (app_if's readerTokenGuard); memberId null when there is none. */
  reader: ReaderIdentity;
  c: Context;
}

export interface RouteDef {
  path: string;
  /** GET and POST by default, as every app_if route. */
  methods?: ('GET' | 'POST')[];
  /** Query parameter that turns on JSONP (`jsoncallback` on app_if, `callback` on wx/signature). */
  jsonpParam?: string;
  handler(request: RouteRequest): Promise<Reply> | Reply;
}

export interface MountOptions {
  /** app_if answers the bare payload when the query lacks `curVersions`. */
  unwrapWithoutCurVersions?: boolean;
  /** Also answer `<path>.do` (moduleView.do and friends). */
  doSuffix?: boolean;
  jsonpParam?: string;
}

/** A path no route answers: the platform's 接口不存在 in its usual envelope, as a 404. */
export function mountNotFound(app: Hono): void {
  app.notFound((c) => c.json({ status: -1, message: '接口不存在', data: {} }, 404));
}

const CALLBACK = /^[A-Za-z_$][\w$.]{0,63}(\[\d{1,4}\])?$/;

export function mountRoutes(app: Hono, ctx: PlatformContext, routes: RouteDef[], options: MountOptions = {}): void {
  for (const route of routes) {
    const methods = route.methods ?? ['GET', 'POST'];
    const handle = async (c: Context) => {
      try {
        const { params, files } = await readParams(c);
        const reply = await route.handler({ params, files, ctx, origin: ctx.originFor(c), reader: c.get('reader') ?? NO_READER, c });
        return respond(c, params, reply, route.jsonpParam ?? options.jsonpParam, options.unwrapWithoutCurVersions ?? false);
      } catch (error) {
        if (error instanceof BadParamError) {
          return c.json({ status: -1, message: error.message, data: {} });
        }
        console.error(`platform ${c.req.method} ${c.req.path}:`, error);
        return c.json({ status: -1, message: '服务器繁忙，请稍后再试', data: {} }, 500);
      }
    };
    app.on(methods, route.path, handle);
    if (options.doSuffix) app.on(methods, `${route.path}.do`, handle);
  }
}

/** Query and body parameters. The body's size is capped before it gets here (platformBodyLimit, at the platform root). */
export async function readParams(c: Context): Promise<{ params: Params; files: Map<string, File[]> }> {
  const entries: [string, string][] = [...new URL(c.req.url).searchParams];
  const files = new Map<string, File[]>();
  if (c.req.method === 'POST') {
    const type = c.req.header('content-type') ?? '';
    if (type.startsWith('application/x-www-form-urlencoded')) {
      entries.push(...new URLSearchParams(await c.req.text()));
    } else if (type.startsWith('multipart/form-data')) {
      // A body that is not the multipart it claims to be is the caller's error, not ours.
      const form = await c.req.formData().catch(() => {
        throw new BadParamError('body');
      });
      for (const [key, value] of form) {
        if (typeof value === 'string') entries.push([key, value]);
        else files.set(key, [...(files.get(key) ?? []), value]);
      }
    } else if (type.startsWith('application/json')) {
      const body: unknown = await c.req.json().catch(() => ({}));
      if (body && typeof body === 'object' && !Array.isArray(body)) {
        for (const [key, value] of Object.entries(body)) {
          if (Array.isArray(value)) for (const item of value) entries.push([key, String(item)]);
          else if (value !== null && value !== undefined) entries.push([key, typeof value === 'object' ? JSON.stringify(value) : String(value)]);
        }
      }
    }
  }
  return { params: Params.fromEntries(entries), files };
}

function respond(c: Context, params: Params, reply: Reply, jsonpParam: string | undefined, unwrap: boolean): Response {
  if (reply.kind === 'response') return reply.response;
  let body: unknown;
  if (reply.kind === 'raw') body = reply.body;
  else if (unwrap && reply.status === 0 && !params.has('curVersions')) body = reply.data;
  else body = { status: reply.status, message: reply.message, data: reply.data };
  const callback = jsonpParam ? params.get(jsonpParam) : undefined;
  if (callback !== undefined && CALLBACK.test(callback)) {
    // Exactly `cb(json)` like the real platform: scrapers match that form. The callback pattern above keeps it inert.
    return c.body(`${callback}(${JSON.stringify(body)})`, 200, {
      'content-type': 'application/javascript; charset=utf-8',
      'x-content-type-options': 'nosniff',
    });
  }
  return c.json(body);
}
