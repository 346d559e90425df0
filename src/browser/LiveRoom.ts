/**
 * <live-room> (components/live/LiveRoom.astro): the live room's socket and player in the browser.
 * Once the room is on screen it connects the live socket (stores/liveSocket.ts), feeds the frames
 * to the room state (stores/liveRoom.ts) and renders what changes: the status badge, the player
 * (switching to playback on a status-2 push) and new reports and comments in their place in the
 * server-rendered lists. After every gap it reads what it missed, and polls while the socket
 * cannot be used (browser/liveCatchUp.ts); a reader scrolled down gets the new reports behind a
 * button (browser/liveNews.ts). Everything pushed is written as text, never as HTML.
 */
import { connectLiveSocket, type LiveSocketHandle, type SocketLike } from '../stores/liveSocket.ts';
import { $livePlayer, $pushedDiscuss, $pushedReports, applyLiveCatchUp, applyLiveFrame, initLiveRoom, type LivePlayerState, type PushedDiscuss, type PushedReport } from '../stores/liveRoom.ts';
import { reportTime } from '../lib/liveRules.ts';
import { newerFirst } from '../lib/liveOrder.ts';
import { enhanceVideos } from './enhanceVideos.ts';
import { LiveCatchUp } from './liveCatchUp.ts';
import { LiveNews } from './liveNews.ts';

const idOf = (node: Element | null | undefined, prefix: string) => Number(node?.id.slice(prefix.length)) || 0;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export class LiveRoom extends HTMLElement {
  #socket: LiveSocketHandle | null = null;
  #socketOpen = false;
  #catchUp: LiveCatchUp | null = null;
  #news: LiveNews | null = null;
  #observer: IntersectionObserver | null = null;
  #unlisten: Array<() => void> = [];

  connectedCallback(): void {
    const d = this.dataset;
    initLiveRoom({ status: Number(d.status), liveUrl: d.liveUrl ?? '', playbackUrl: d.playbackUrl ?? '' });
    this.#unlisten = [
      $livePlayer.listen((state) => this.#renderPlayer(state)),
      $pushedReports.listen((reports) => this.#renderReports(reports)),
      $pushedDiscuss.listen((items) => this.#renderDiscuss(items)),
    ];
    // Connect when the room is on screen (the player's "hydrate when visible").
    this.#observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      this.#observer?.disconnect();
      this.#observer = null;
      this.#start();
    });
    this.#observer.observe(this);
    const list = this.querySelector<HTMLElement>('ol[data-live-reports]');
    const button = this.querySelector<HTMLButtonElement>('[data-live-news]');
    const announcer = this.querySelector<HTMLElement>('[data-live-announce]');
    const top = this.querySelector('[data-live-reports-top]');
    if (list && button && announcer && top) this.#news = new LiveNews({ list, top, button, announcer, template: button.dataset.template ?? '{n}' });
    // Every way back from a gap reads what the room missed (once the room has started).
    const gap = () => void this.#catchUp?.gap();
    const shown = () => {
      this.#news?.visibilityChanged();
      this.#catchUp?.visibilityChanged();
      if (document.visibilityState === 'visible') gap();
    };
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) gap();
    };
    document.addEventListener('visibilitychange', shown);
    addEventListener('online', gap);
    addEventListener('pageshow', restored);
    this.#unlisten.push(
      () => document.removeEventListener('visibilitychange', shown),
      () => removeEventListener('online', gap),
      () => removeEventListener('pageshow', restored),
    );
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
    this.#socket?.stop();
    this.#socket = null;
    this.#catchUp?.stop();
    this.#catchUp = null;
    this.#news?.disconnect();
    this.#news = null;
    for (const stop of this.#unlisten) stop();
    this.#unlisten = [];
  }

  /** The newest report (not pinned) and comment the page holds: where a catch-up starts. */
  #since(): { since: number; discussSince: number } {
    const report = this.querySelector('ol[data-live-reports] > li:not([data-top])');
    const pushed = this.querySelector('ol[data-live-discuss] > li')?.getAttribute('data-discuss-id');
    return { since: idOf(report, 'live-report-'), discussSince: Number(pushed) || Number(this.dataset.discussSince) || 0 };
  }

  #start(): void {
    const d = this.dataset;
    const liveId = Number(d.liveId);
    this.#catchUp = new LiveCatchUp({
      endpoint: `${d.catchUp ?? ''}?id=${liveId}`,
      since: () => this.#since(),
      apply: (answer) => applyLiveCatchUp(answer, liveId, this.#socketOpen ? 'readWithPushes' : 'readAlone'),
    });
    this.#socket = connectLiveSocket({
      url: d.socketUrl ?? '',
      token: d.socketToken ?? '',
      liveId: Number(d.liveId),
      pageProtocol: location.protocol,
      create: (address) => new WebSocket(address) as unknown as SocketLike,
      onFrame: applyLiveFrame,
      onState: (state) => {
        this.dataset.socket = state;
        this.#socketOpen = state === 'open';
        // Open (first time or again): read what came before the subscription. Failing: poll instead.
        if (state === 'open') void this.#catchUp?.gap();
        if (state === 'open' || state === 'failing') this.#catchUp?.poll(state === 'failing');
      },
    });
    // No socket at all (no URL or token in the config, or ws:// on an https page): poll from now on.
    if (!this.#socket.enabled) {
      this.#catchUp.poll(true);
      void this.#catchUp.gap();
    }
  }

  #renderPlayer(state: LivePlayerState): void {
    for (const badge of this.querySelectorAll<HTMLElement>('[data-live-badge]')) {
      badge.dataset.status = String(state.status);
      badge.textContent = this.dataset[`status${state.status}`] ?? '';
    }
    const frame = this.querySelector<HTMLElement>('[data-live-player]');
    if (!frame || (frame.dataset.mode === state.mode && frame.dataset.src === state.src)) return;
    frame.dataset.mode = state.mode;
    frame.dataset.src = state.src;
    const poster = this.dataset.poster ?? '';
    if (state.src) {
      const video = el('video', 'live-video');
      video.src = state.src;
      if (poster) video.poster = poster;
      video.controls = true;
      video.playsInline = true;
      video.preload = 'none';
      video.width = 750;
      video.height = 422;
      video.setAttribute('aria-label', this.dataset.title ?? '');
      frame.replaceChildren(video);
      enhanceVideos(frame);
      return;
    }
    const nodes: Node[] = [];
    if (poster) {
      const img = el('img', 'live-poster');
      img.src = poster;
      img.alt = '';
      img.width = 750;
      img.height = 422;
      nodes.push(img);
    }
    nodes.push(el('p', 'live-player-note', this.dataset[`note${state.mode[0]!.toUpperCase()}${state.mode.slice(1)}`] ?? ''));
    frame.replaceChildren(...nodes);
  }

  #renderReports(reports: readonly PushedReport[]): void {
    const list = this.querySelector<HTMLOListElement>('ol[data-live-reports]');
    if (!list) return;
    // Oldest first, each in its place by the room's one order (lib/liveOrder.ts): pinned ones on top,
    // the others before the first report older than them (data-top is present and empty on a pinned
    // report: test for the attribute, not its falsy value).
    for (const report of [...reports].reverse()) {
      if (document.getElementById(`live-report-${report.fileId}`)) continue;
      const key = { id: report.fileId, time: report.publishtime };
      const older = [...list.children].find((child) => !child.hasAttribute('data-top') && newerFirst(key, { id: idOf(child, 'live-report-'), time: (child as HTMLElement).dataset.time ?? '' }) < 0);
      const item = this.#reportItem(report);
      list.insertBefore(item, report.isTop ? list.firstChild : (older ?? null));
      this.#news?.placed(item);
    }
    this.querySelector<HTMLElement>('[data-live-empty]')?.setAttribute('hidden', '');
  }

  #reportItem(report: PushedReport): HTMLLIElement {
    const item = el('li', 'live-report');
    item.id = `live-report-${report.fileId}`;
    item.dataset.pushed = '';
    item.dataset.time = report.publishtime;
    if (report.isTop) item.dataset.top = '';
    const meta = el('p', 'live-report-meta');
    meta.append(el('time', 'live-report-time', reportTime(report.publishtime, this.dataset.timePattern ?? '')), el('span', 'live-report-user', report.user));
    if (report.isTop) meta.append(el('span', 'live-report-top', this.dataset.pinned ?? ''));
    item.append(meta);
    if (report.title) item.append(el('p', 'live-report-title', report.title));
    if (report.content) item.append(el('p', 'live-report-text', report.content));
    if (report.pictures.length) {
      const pics = el('ul', 'live-report-pics');
      for (const url of report.pictures) {
        const li = el('li', '');
        const img = el('img', '');
        img.src = url;
        img.alt = '';
        img.loading = 'lazy';
        img.decoding = 'async';
        li.append(img);
        pics.append(li);
      }
      item.append(pics);
    }
    for (const url of report.videos) {
      const video = el('video', 'live-report-video');
      video.src = url;
      video.controls = true;
      video.playsInline = true;
      video.preload = 'none';
      video.width = 750;
      video.height = 422;
      item.append(video);
    }
    if (report.videos.length) enhanceVideos(item);
    return item;
  }

  #renderDiscuss(items: readonly PushedDiscuss[]): void {
    const list = this.querySelector<HTMLOListElement>('ol[data-live-discuss]');
    if (!list) return;
    for (const discuss of [...items].reverse()) {
      if (list.querySelector(`[data-discuss-id="${discuss.id}"]`) || document.getElementById(`comment-${discuss.id}`)) continue;
      const item = el('li', 'live-discuss-item');
      item.dataset.discussId = String(discuss.id);
      const head = el('p', 'live-discuss-head');
      head.append(el('span', 'live-discuss-name', discuss.name), el('time', 'live-discuss-time', reportTime(discuss.created, this.dataset.timePattern ?? '')));
      item.append(head, el('p', 'live-discuss-text', discuss.content));
      list.prepend(item);
    }
    list.hidden = list.children.length === 0;
  }
}
