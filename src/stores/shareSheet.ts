/**
 * The article's share sheet, UI-free: open or closed, the target the reader picked (WeChat and
 * Moments only show a hint: a web page cannot open WeChat's own share), the toast, and the links
 * to Weibo and QQ (built once by lib/shareTargets.ts). Reporting goes through an injected
 * `ShareSheetApi` (Astro Actions in the island), so this is testable without a browser; a report
 * that fails is silent (SPEC §8) and never holds up the reader.
 */
import { map } from 'nanostores';
import { SHARE_TARGET_CHANNEL, shareTargetUrl, type ShareContent, type ShareTarget } from '../lib/shareTargets.ts';

export interface ShareSheetApi {
  /** The share event (eventType 2) of the article. */
  shared(): Promise<void>;
  /** The analytics share record with the target's channel (SPEC §9). */
  record(channel: (typeof SHARE_TARGET_CHANNEL)[ShareTarget]): Promise<void>;
  /** Puts text on the clipboard; whether it worked. */
  copy(text: string): Promise<boolean>;
}

export type ShareHint = 'share.wechatHint' | 'share.copyHint';

export interface ShareToast {
  key: 'msg.copySuccess' | 'msg.copyFailed';
  /** Changes on every toast so the same text is announced again. */
  seq: number;
}

export interface ShareSheetState {
  open: boolean;
  /** WeChat or Moments picked: the sheet shows `hint` instead of the targets. */
  target: 'wechat' | 'timeline' | null;
  hint: ShareHint | null;
  /** The share poster is shown instead of the targets (docs/decisions/154). */
  poster: boolean;
  toast: ShareToast | null;
}

export function createShareSheet(input: { content: ShareContent; inWeChat: () => boolean; api: ShareSheetApi }) {
  const { content, api } = input;
  const $state = map<ShareSheetState>({ open: false, target: null, hint: null, poster: false, toast: null });
  let seq = 0;
  const links = { weibo: shareTargetUrl('weibo', content), qq: shareTargetUrl('qq', content) };
  const report = async (target: ShareTarget | null) => {
    await Promise.all([api.shared().catch(() => undefined), target ? api.record(SHARE_TARGET_CHANNEL[target]).catch(() => undefined) : undefined]);
  };

  return {
    $state,
    links,
    open: () => $state.set({ ...$state.get(), open: true, target: null, hint: null, poster: false }),
    close: () => $state.setKey('open', false),
    /** Back from a WeChat hint or the poster to the list of targets. */
    back: () => $state.set({ ...$state.get(), target: null, hint: null, poster: false }),
    /** 生成海报: the sheet shows the poster the server draws; the reader saves it with a long press. */
    showPoster: () => $state.set({ ...$state.get(), target: null, hint: null, poster: true }),
    /**
     * WeChat or Moments: inside WeChat its top-right menu shares (and configureWeChatShare reports
     * that share); elsewhere the reader copies the link and pastes it in WeChat.
     */
    chooseWeChat(target: 'wechat' | 'timeline'): void {
      $state.set({ ...$state.get(), target, hint: input.inWeChat() ? 'share.wechatHint' : 'share.copyHint' });
    },
    /** Weibo or QQ: the link itself opens the target's page; this closes the sheet and reports. */
    async followed(target: 'weibo' | 'qq'): Promise<void> {
      $state.setKey('open', false);
      await report(target);
    },
    /** Copies the article's link; after a WeChat hint the copy counts for that channel. */
    async copyLink(): Promise<void> {
      const target = $state.get().target;
      const ok = await api.copy(content.url).catch(() => false);
      $state.set({ open: false, target: null, hint: null, poster: false, toast: { key: ok ? 'msg.copySuccess' : 'msg.copyFailed', seq: ++seq } });
      if (ok) await report(target);
    },
    clearToast: () => $state.setKey('toast', null),
  };
}

export type ShareSheetController = ReturnType<typeof createShareSheet>;
