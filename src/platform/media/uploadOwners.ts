import { and, eq, inArray, isNull, like, not, or, sql } from 'drizzle-orm';
import type { PlatformDb } from '../db/openDatabase.ts';
import { uploadOwners, uploads } from '../db/schema.ts';

/**
 * Who owns an upload (docs/decisions/141): a member (`member:<id>`, uploads made with their
 * mamUploadAccessToken) or an anonymous device (`anon:<device id>`, or `anon:ip:<address>` when the
 * client names none). Anonymous pictures fill their own quota, never the members'.
 */
export const ANONYMOUS_UPLOAD_CAP_BYTES = 64 * 1024 * 1024;
const ANONYMOUS = 'anon:%';

export const memberOwner = (memberId: number): string => `member:${memberId}`;

/** A device id the client sends (`deviceID` or `userOtherID`), or its address when it sends none fit to use. */
export function anonymousOwner(device: string | null, address: string): string {
  return device && /^[\w-]{8,64}$/.test(device) ? `anon:${device}` : `anon:ip:${address}`;
}

export const isAnonymousOwner = (owner: string): boolean => owner.startsWith('anon:');

/** Bytes stored by anonymous devices, or by members (uploads from before owners count as members'). */
export async function usedUploadBytes(db: PlatformDb, anonymous: boolean): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.size}), 0)` })
    .from(uploads)
    .leftJoin(uploadOwners, eq(uploadOwners.uploadId, uploads.id))
    .where(anonymous ? like(uploadOwners.owner, ANONYMOUS) : or(isNull(uploadOwners.owner), not(like(uploadOwners.owner, ANONYMOUS))));
  return Number(row?.bytes ?? 0);
}

/** The named uploads that belong to this owner and, when given, were made under this token grant. */
export async function ownUploads(db: PlatformDb, owner: string, ids: number[], grant?: string) {
  const rows = await db
    .select({ upload: uploads })
    .from(uploads)
    .innerJoin(uploadOwners, eq(uploadOwners.uploadId, uploads.id))
    .where(and(inArray(uploads.id, ids), eq(uploadOwners.owner, owner), grant === undefined ? undefined : eq(uploadOwners.grant, grant)));
  return rows.map((row) => row.upload);
}
