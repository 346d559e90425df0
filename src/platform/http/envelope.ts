/** What a route handler answers; `respond` turns it into HTTP (envelope, JSONP, unwrapping). */
export type Reply = { kind: 'envelope'; status: number; message: string; data: unknown } | { kind: 'raw'; body: unknown } | { kind: 'response'; response: Response };

/** The real platform's not-found text, including the space before the `!`. */
export const NOT_FOUND_MESSAGE = 'Your server has down or target user not exist !';

export const envelope = {
  ok(data: unknown, message = 'success'): Reply {
    return { kind: 'envelope', status: 0, message, data };
  },
  /** The xy-account routes say 操作成功 instead of success. */
  okXy(data: unknown): Reply {
    return { kind: 'envelope', status: 0, message: '操作成功', data };
  },
  notFound(): Reply {
    return { kind: 'envelope', status: -1, message: NOT_FOUND_MESSAGE, data: {} };
  },
  failure(message: string, status = -1): Reply {
    return { kind: 'envelope', status, message, data: {} };
  },
  /** Boolean writes answer `{value:"true"}`. */
  bool(value: boolean): Reply {
    return { kind: 'envelope', status: 0, message: 'success', data: { value: value ? 'true' : 'false' } };
  },
  /** Routes that the real platform never wraps (saveActivity). */
  raw(body: unknown): Reply {
    return { kind: 'raw', body };
  },
  /** A refused request (a picture, a body the call does not take): the failure envelope with an HTTP 4xx. */
  refusal(message: string, httpStatus: 400 | 401 | 403 | 413 | 415 | 507): Reply {
    const body = JSON.stringify({ status: -1, message, data: {} });
    return { kind: 'response', response: new Response(body, { status: httpStatus, headers: { 'content-type': 'application/json; charset=utf-8' } }) };
  },
  response(response: Response): Reply {
    return { kind: 'response', response };
  },
};
