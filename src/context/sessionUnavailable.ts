import { cacheControl } from './cachePolicy.ts';

/**
 * The answer when a reader's session cannot be read or written (the session store is down,
 * docs/decisions/129): a temporary refusal, never a 500 and never a page rendered as someone else.
 * Reading pages never open the session, so they keep answering.
 */
export function sessionUnavailableResponse(isAction: boolean): Response {
  const headers = { 'cache-control': cacheControl('private'), 'retry-after': '5' };
  if (isAction) {
    const body = JSON.stringify({ type: 'AstroActionError', code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Your login cannot be read right now. Please try again in a moment.' });
    return new Response(body, { status: 503, headers: { ...headers, 'content-type': 'application/json; charset=utf-8' } });
  }
  const page =
    '<!doctype html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>登录状态暂时无法读取</title><h1>登录状态暂时无法读取，请稍后再试</h1><p lang="en">Your login cannot be read right now. Please try again in a moment.</p></html>';
  return new Response(page, { status: 503, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' } });
}
