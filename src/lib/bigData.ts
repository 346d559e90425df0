/**
 * The big-data host of SPEC §3 (`_rd_bigDataParams`): where the page view and article click go, and
 * whether the browser also logs each call to its console (`showLog`, for the newsroom checking its
 * set-up). Nothing is sent unless enabled with an https or http address.
 */
import { isSafeHttpUrl } from './urlChecks.ts';

export function bigDataTarget(bigData: { enabled: boolean; baseUrl: string; showLog: boolean } | null | undefined): { url: string; log: boolean } | null {
  if (!bigData?.enabled || !isSafeHttpUrl(bigData.baseUrl)) return null;
  return { url: bigData.baseUrl.trim().replace(/\/$/, ''), log: bigData.showLog };
}
