/**
 * <live-room> (components/live/LiveRoom.astro): the live room's socket and player in the browser.
 * Once the room is on screen it connects the live socket (stores/liveSocket.ts), feeds the frames
 * to the room state (stores/liveRoom.ts) and renders what changes: the status badge, the player
 * (switching to playback on a status-2 push) and pushed reports and comments at the top of the
 * server-rendered lists. Everything pushed is written as text, never as HTML.
 */
import { connectLiveSocket, type LiveSocketHandle, type SocketLike } from '../stores/liveSocket.ts';
import { $livePlayer, $pushedDiscuss, $pushedReports, applyLiveFrame, initLiveRoom, type LivePlayerState, type PushedDiscuss, type PushedReport } from '../stores/liveRoom.ts';
import { reportTime } from '../lib/liveRules.ts';
import { enhanceVideos } from './enhanceVideos.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export class LiveRoom extends HTMLElement {
  #socket: LiveSocketHandle | null = null;
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
  }

  disconnectedCallback(): void {
    this.#observer?.disconnect();
    this.#socket?.stop();
    this.#socket = null;
    for (const stop of this.#unlisten) stop();
    this.#unlisten = [];
  }

  #start(): void {
    const d = this.dataset;
    this.#socket = connectLiveSocket({
      url: d.socketUrl ?? '',
      token: d.socketToken ?? '',
      liveId: Number(d.liveId),
      pageProtocol: location.protocol,
      create: (address) => new WebSocket(address) as unknown as SocketLike,
      onFrame: applyLiveFrame,
      onState: (state) => {
        this.dataset.socket = state;
      },
    });
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
    // Oldest pushed first, each placed at the top (after pinned reports): newest ends up first.
    for (const report of [...reports].reverse()) {
      if (document.getElementById(`live-report-${report.fileId}`)) continue;
      // data-top is present and empty on a pinned report: test for the attribute, not its (falsy) value.
      const firstUnpinned = [...list.children].find((child) => !child.hasAttribute('data-top'));
      list.insertBefore(this.#reportItem(report), report.isTop ? list.firstChild : (firstUnpinned ?? null));
    }
    this.querySelector<HTMLElement>('[data-live-empty]')?.setAttribute('hidden', '');
  }

  #reportItem(report: PushedReport): HTMLLIElement {
    const item = el('li', 'live-report');
    item.id = `live-report-${report.fileId}`;
    item.dataset.pushed = '';
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
      if (list.querySelector(`[data-discuss-id="${discuss.id}"]`)) continue;
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
