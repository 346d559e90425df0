import { routeUrl } from '../routes.ts';
import { samePageHref } from '../lib/requestFlags.ts';

type Outcome = { data?: { outcome: string }; error?: unknown } | undefined;

/**
 * Where a plain-form subscribe tap (JavaScript off) goes next: an anonymous reader to the login and
 * back to this page, anyone else back to this page (post, redirect, get), which then shows the new
 * state. null when this request was no such tap.
 */
export function subscribeFormReturn(result: Outcome, url: URL): string | null {
  if (!result) return null;
  const back = samePageHref(url);
  if (result.data?.outcome === 'loginRequired') return routeUrl('login', [], { redirect: back });
  return back;
}
