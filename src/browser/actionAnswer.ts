/**
 * SPEC §8 in the browser, one rule for every Action a reader's tap calls (docs/decisions/162):
 *   - the Action never reached the site (the fetch rejected: no network, refused): 网络错误 in the
 *     page's toast, and the caller gets `{ error }` to roll its own state back;
 *   - the answer carries `pageReaction` (src/actions/memberAction.ts): the error catalogue's
 *     reaction runs (reload on 1004; inside the host app, the app's refresh and the expiry message
 *     on 10111, the login after 1 s on 10102/10103).
 * Everything else is the caller's to show in place. The first call mounts the page's toast.
 */
import type { ActionReaction } from '../contracts/platformErrors.ts';
import { browserErrorEnv, reactToCatalogueError, toastNetworkError } from '../stores/platformErrors.ts';
import { mountCatalogueToast } from './catalogueToast.ts';
import { hostAppBridge, loginHref } from './readerApi.ts';

/** Where the reaction sends the reader: the page's login route, and the host app's bridge name (its user-agent marker). */
export interface ActionPage {
  loginUrl: string;
  appMarker?: string;
}

/** What an Astro Action call resolves to. */
export interface ActionCallAnswer<T> {
  data?: T;
  error?: unknown;
}

// The toast and its texts come with the first island or element that can call an Action, before the
// reader's tap, so a network that fails at the tap still finds the words loaded.
if (typeof document !== 'undefined') mountCatalogueToast();

/** Runs one Action call under SPEC §8's rule; never rejects. */
export async function callAction<T>(page: ActionPage, call: () => Promise<ActionCallAnswer<T>>): Promise<ActionCallAnswer<T>> {
  let answer: ActionCallAnswer<T>;
  try {
    answer = await call();
  } catch (error) {
    toastNetworkError();
    return { error };
  }
  const reaction = (answer.data as ActionReaction | null | undefined)?.pageReaction;
  if (reaction) reactToCatalogueError(reaction, browserErrorEnv(loginHref(page.loginUrl), hostAppBridge(page.appMarker || undefined)));
  return answer;
}
