/** An activity's vote across the server/browser line: what the `vote.*` Actions answer and the vote widget island's props. */

/** `vote.codeImage`: a verify-code image named by its key. */
export interface VoteCodeImage {
  codeKey: string;
  /** A data: URL of the PNG. */
  src: string;
}

/** `vote.record`. */
export interface VoteRecordAnswer {
  outcome: 'voted' | 'refused' | 'loginRequired' | 'failed';
  /** The platform's message (您今天的投票次数已用完, 验证码错误…); '' when it gave none. */
  message: string;
  /** Counts after the vote, by option id; empty when unknown. */
  counts: Record<string, number>;
  remainCount: number | null;
}

export interface VoteWidgetOption {
  oid: number;
  oname: string;
  pic: string;
  count: number;
  href: string;
}

/** The vote widget island's props (src/islands/VoteWidget.island.tsx), without its words. */
export interface VoteWidgetProps {
  voteId: number;
  selectLimit: number;
  needsCode: boolean;
  voted: boolean;
  ended: boolean;
  remainCount: number | null;
  options: VoteWidgetOption[];
  loginUrl: string;
}
