/**
 * The behaviour of <subscribe-list> once the reader touches it: asks which accounts this reader
 * subscribes to (the HTML is the same for everyone), toggles through the `$subscriptions` store
 * (optimistic, rolled back on failure) and keeps every button of the list in step with it. The
 * texts come from the element's data attributes, rendered by the server in the page's language.
 */
import { actions } from 'astro:actions';
import { $subscriptionBusy, $subscriptionNotice, $subscriptions, loadSubscriptionState, toggleSubscription, type SubscriptionsApi } from '../stores/subscriptions.ts';
import { loginHref } from './readerApi.ts';
import { callAction } from './actionAnswer.ts';

/** The list's login route (its `data-login-url`), where SPEC §8's reaction may send the reader. */
const page = { loginUrl: '' };

const api: SubscriptionsApi = {
  async toggle(id, on) {
    const form = new FormData();
    form.set('id', String(id));
    form.set('on', on ? '1' : '0');
    const { data, error } = await callAction(page, () => actions.subscription.toggle(form));
    return error || !data ? { outcome: 'failed' } : data;
  },
  async state(ids) {
    const { data, error } = await actions.subscription.state({ ids });
    return error || !data ? null : data;
  },
};

const idOf = (element: Element): number => Number(element.getAttribute('data-xy-id'));

function buttonsOf(root: HTMLElement): HTMLButtonElement[] {
  return [...root.querySelectorAll<HTMLButtonElement>('button[data-xy-id]')];
}

/** One button as the store says: pressed, its label, busy while its toggle is on its way. */
function render(root: HTMLElement, button: HTMLButtonElement): void {
  const id = String(idOf(button));
  const on = $subscriptions.get()[id];
  const subscribed = on ?? button.getAttribute('aria-pressed') === 'true';
  button.setAttribute('aria-pressed', String(subscribed));
  const label = button.querySelector('.subscribe-label');
  if (label) label.textContent = (subscribed ? root.dataset.labelOn : root.dataset.labelOff) ?? '';
  const form = button.form;
  const field = form?.querySelector<HTMLInputElement>('input[name="on"]');
  if (field) field.value = subscribed ? '0' : '1';
  if ($subscriptionBusy.get()[id]) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

function renderNotice(root: HTMLElement): void {
  const status = root.querySelector('.subscribe-status');
  const notice = $subscriptionNotice.get();
  if (!status) return;
  status.replaceChildren();
  if (!notice) return;
  const text = root.getAttribute(`data-msg-${notice.key.toLowerCase()}`) ?? '';
  status.append(document.createTextNode(text));
  if (notice.login && root.dataset.loginUrl) {
    const link = document.createElement('a');
    link.href = loginHref(root.dataset.loginUrl);
    link.textContent = root.dataset.loginLink ?? '';
    status.append(' ', link);
  }
}

export function startSubscribeList(root: HTMLElement): { submit(form: HTMLFormElement): void } {
  const renderAll = () => buttonsOf(root).forEach((button) => render(root, button));
  $subscriptions.listen(renderAll);
  $subscriptionBusy.listen(renderAll);
  $subscriptionNotice.listen(() => renderNotice(root));
  const asked = new Set<number>();
  const askFor = (buttons: HTMLButtonElement[]) => {
    const ids = buttons.map(idOf).filter((id) => !asked.has(id));
    ids.forEach((id) => asked.add(id));
    return ids.length ? loadSubscriptionState(api, ids) : Promise.resolve(null);
  };
  const ready = askFor(buttonsOf(root));
  // Accounts appended by load-more (new items of the list itself, not the buttons' own text): ask about them too.
  const list = root.querySelector('ol');
  if (list)
    new MutationObserver((records) => {
      if (!records.some((record) => record.addedNodes.length > 0)) return;
      void askFor(buttonsOf(root));
      renderAll();
    }).observe(list, { childList: true });
  page.loginUrl = root.dataset.loginUrl ?? '';
  return {
    submit(form) {
      const button = form.querySelector<HTMLButtonElement>('button[data-xy-id]');
      if (!button) return;
      const shown = button.getAttribute('aria-pressed') === 'true';
      void ready.then(() => toggleSubscription(api, idOf(button), shown));
    },
  };
}
