import http from 'node:http';

/**
 * Astro keeps a Response's default reason phrase ("OK") when a page sets `Astro.response.status`
 * to 404 or 503, so the status line read "404 OK". Before the head goes out, a reason of "OK" on
 * any other status becomes that status's own phrase (Not Found, Service Unavailable).
 */
export function correctReasonPhrase(res: http.ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
    if (status !== 200 && this.statusMessage === 'OK') this.statusMessage = http.STATUS_CODES[status] ?? '';
    return (writeHead as (...args: unknown[]) => http.ServerResponse).call(this, status, ...rest);
  } as typeof res.writeHead;
}
