/**
 * The behaviour of <xy-rank> once the reader touches it: votes through the `$xyRanked` store and
 * keeps every rank button of the region in step with it (label, pressed, busy), adds the counted
 * vote to the account's shown votes, and says what happened in the region's status line. Texts come
 * from the element's data attributes, rendered by the server in the page's language.
 */
import { actions } from 'astro:actions';
import { $xyRankBusy, $xyRanked, $xyRankNotice, rankAccount, type XyRankApi } from '../stores/xyRank.ts';
import { loginHref } from './readerApi.ts';
import { callAction } from './actionAnswer.ts';

/** The region's login route (its `data-login-url`), where SPEC §8's reaction may send the reader. */
const page = { loginUrl: '' };

const api: XyRankApi = {
  async rank(id) {
    const form = new FormData();
    form.set('id', String(id));
    const { data, error } = await callAction(page, () => actions.xy.rank(form));
    return error || !data ? { outcome: 'failed', message: null } : data;
  },
};

const idOf = (element: Element): number => Number(element.getAttribute('data-rank-id'));

function render(root: HTMLElement, button: HTMLButtonElement): void {
  const id = String(idOf(button));
  const ranked = $xyRanked.get()[id] ?? button.getAttribute('aria-pressed') === 'true';
  button.setAttribute('aria-pressed', String(ranked));
  const label = button.querySelector('.rank-label');
  if (label) label.textContent = (ranked ? root.dataset.labelOn : root.dataset.labelOff) ?? '';
  if ($xyRankBusy.get()[id]) button.setAttribute('aria-busy', 'true');
  else button.removeAttribute('aria-busy');
}

function renderNotice(root: HTMLElement): void {
  const status = root.querySelector('.rank-status');
  const notice = $xyRankNotice.get();
  if (!status) return;
  status.replaceChildren();
  if (!notice) return;
  status.append(document.createTextNode(notice.message ?? root.getAttribute(`data-msg-${notice.key.toLowerCase()}`) ?? ''));
  if (notice.login && root.dataset.loginUrl) {
    const link = document.createElement('a');
    link.href = loginHref(root.dataset.loginUrl);
    link.textContent = root.dataset.loginLink ?? '';
    status.append(' ', link);
  }
}

/** The votes an account row shows, one more once the platform counted this reader's. */
function addVote(root: HTMLElement, id: number): void {
  for (const votes of root.querySelectorAll<HTMLElement>(`[data-rank-votes="${id}"]`)) {
    const shown = Number(votes.dataset.count);
    if (!Number.isFinite(shown)) continue;
    votes.dataset.count = String(shown + 1);
    const value = votes.querySelector('.rank-votes-value');
    if (value) value.textContent = String(shown + 1);
  }
}

export function startXyRank(root: HTMLElement): { submit(form: HTMLFormElement): void } {
  const buttons = () => [...root.querySelectorAll<HTMLButtonElement>('button[data-rank-id]')];
  const renderAll = () => buttons().forEach((button) => render(root, button));
  $xyRanked.listen(renderAll);
  $xyRankBusy.listen(renderAll);
  $xyRankNotice.listen(() => renderNotice(root));
  page.loginUrl = root.dataset.loginUrl ?? '';
  return {
    submit(form) {
      const button = form.querySelector<HTMLButtonElement>('button[data-rank-id]');
      if (!button) return;
      const id = idOf(button);
      void rankAccount(api, id, button.getAttribute('aria-pressed') === 'true').then((outcome) => {
        if (outcome === 'ranked') addVote(root, id);
      });
    },
  };
}
