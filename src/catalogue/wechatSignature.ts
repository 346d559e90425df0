import { sha1 } from './digest.ts';

/**
 * WeChat JS-SDK signature (PLATFORM.md §6.2): sha1 of the four fields in ASCII order, raw values,
 * and the page URL without its fragment. The platform computes it for us (wx/signature); this one
 * checks its answer in tests and serves the bundled platform's needs.
 */
export function wechatJsSignature(input: { jsapiTicket: string; nonceStr: string; timestamp: string | number; url: string }): string {
  const url = input.url.split('#')[0] ?? '';
  return sha1(`jsapi_ticket=${input.jsapiTicket}&noncestr=${input.nonceStr}&timestamp=${input.timestamp}&url=${url}`);
}
