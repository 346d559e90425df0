/** app_if's `upload` and the writes that take its URLs (docs/decisions/160), as the contract tests call them. */
import { q } from './memberClient.ts';
import type { TestPlatform } from './startTestPlatform.ts';

export interface Answer {
  status: number;
  body: any;
}

const answerOf = async (response: Response): Promise<Answer> => ({ status: response.status, body: await response.json() });

/** POST `path` as multipart: the fields, then each file under `field`. */
export async function multipartCall(
  p: TestPlatform,
  path: string,
  token: string | null,
  fields: Record<string, string>,
  files: { name: string; bytes: Uint8Array }[],
  field = 'file',
): Promise<Answer> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files) form.append(field, new Blob([new Uint8Array(f.bytes)]), f.name);
  return answerOf(await fetch(`${p.origin}${q(path)}`, { method: 'POST', body: form, headers: token ? { accesstoken: token } : {} }));
}

/** One picture through app_if `upload`. */
export const uploadPicture = (p: TestPlatform, token: string | null, bytes: Uint8Array, name = 'photo.png') => multipartCall(p, 'upload', token, {}, [{ name, bytes }]);

/** Uploads a picture and answers its URL (the test fails on a refusal). */
export async function uploadedUrl(p: TestPlatform, token: string, bytes: Uint8Array, name = 'photo.png'): Promise<string> {
  const answer = await uploadPicture(p, token, bytes, name);
  if (answer.status !== 200 || answer.body.status !== 0) throw new Error(`upload refused: ${JSON.stringify(answer.body)}`);
  return answer.body.data.url as string;
}

/** POST `path` form-encoded; `imgUrl` may repeat, as the real platform takes list fields. */
export async function formCall(p: TestPlatform, path: string, token: string, fields: Record<string, string>, imgUrls: string[] = [], imgField = 'imgUrl'): Promise<Answer> {
  const body = new URLSearchParams(fields);
  for (const url of imgUrls) body.append(imgField, url);
  return answerOf(await fetch(`${p.origin}${q(path)}`, { method: 'POST', body, headers: { accesstoken: token } }));
}
