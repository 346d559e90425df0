import type { CatalogueConfig } from './catalogueConfig.ts';

/**
 * sendRecord on the data-collection host (SPEC §7, §5): needs a tenant code and key from
 * configuration, an article id and a platform, otherwise nothing is sent. Failures are silent.
 * The SPEC §9 codes a record carries (data types, platforms, share channels) are in lib/constants.ts.
 */

export interface AnalyticsRecord {
  dataType: number;
  articleID: number | string;
  actionTime?: number;
  deviceid: string;
  userUuid: string;
  refer?: string;
  platform: number | string;
  shareChanel?: number | string;
  os?: string;
  /** The reader's address, named to the host in X-Forwarded-For so it limits each reader, not the site (issue: security). */
  clientIp?: string | null;
}

/** Each header is base64 of the URI-encoded value, so non-ASCII ids survive HTTP headers. */
export function analyticsHeaderValue(value: string): string {
  return Buffer.from(encodeURIComponent(value), 'utf8').toString('base64');
}

export function analyticsHeaders(config: CatalogueConfig, record: AnalyticsRecord): Record<string, string> | null {
  const { tenantCode, appKey } = config.analytics;
  if (!tenantCode || !appKey || !record.articleID || !record.platform) return null;
  return {
    'Tenant-Code': analyticsHeaderValue(tenantCode),
    appKey: analyticsHeaderValue(appKey),
    os: analyticsHeaderValue(record.os ?? String(record.platform)),
    deviceId: analyticsHeaderValue(record.deviceid),
    userUuid: analyticsHeaderValue(record.userUuid),
    ...(record.clientIp ? { 'x-forwarded-for': record.clientIp } : {}),
  };
}

interface RecordSender {
  config: CatalogueConfig;
  call(name: 'sendRecord', payload: Record<string, string | number | undefined>, options: { headers: Record<string, string> }): Promise<unknown>;
}

/** Returns whether a record was sent; never throws. */
export async function sendAnalyticsRecord(catalogue: RecordSender, record: AnalyticsRecord, now = Date.now()): Promise<boolean> {
  try {
    const headers = analyticsHeaders(catalogue.config, record);
    if (!headers) return false;
    await catalogue.call(
      'sendRecord',
      {
        dataType: record.dataType,
        articleID: record.articleID,
        actionTime: record.actionTime ?? now,
        deviceid: record.deviceid,
        userUuid: record.userUuid,
        refer: record.refer ?? '',
        platform: record.platform,
        shareChanel: record.shareChanel,
      },
      { headers },
    );
    return true;
  } catch {
    return false;
  }
}
