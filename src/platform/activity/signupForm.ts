import type { Params } from '../http/Params.ts';

/**
 * The platform's check of a sign-up against the activity's own form definition (activityDetail
 * `signForm`). realName and phone come as their own parameters (PLATFORM.md §5.1 saveActivity);
 * every other field comes inside `signForm`, a JSON object of key → text. Each refusal says which
 * field and why, in the platform's words.
 */

export interface FormField {
  key: string;
  label: string;
  type: string;
  required: boolean;
  maxLength: number;
  options: string[];
}

export const SIGN_FORM_MALFORMED = '报名信息格式不正确';
const MAX_SIGN_FORM_CHARS = 4000;
const PHONE = /^1\d{10}$/;

/** The definition as stored; anything that is not a field object is skipped. */
export function formFields(definition: unknown[] | undefined): FormField[] {
  return (definition ?? []).flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const f = entry as Record<string, unknown>;
    if (typeof f.key !== 'string' || !f.key) return [];
    return [
      {
        key: f.key,
        label: typeof f.label === 'string' ? f.label : f.key,
        type: typeof f.type === 'string' ? f.type : 'text',
        required: f.required === true,
        maxLength: typeof f.maxLength === 'number' ? f.maxLength : 100,
        options: Array.isArray(f.options) ? f.options.map(String) : [],
      },
    ];
  });
}

export type FormCheck = { ok: true; values: Record<string, string> } | { ok: false; message: string };

export function checkSignForm(fields: FormField[], params: Params): FormCheck {
  const raw = params.get('signForm')?.trim() ?? '';
  if (raw.length > MAX_SIGN_FORM_CHARS) return { ok: false, message: SIGN_FORM_MALFORMED };
  let extra: Record<string, unknown> = {};
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, message: SIGN_FORM_MALFORMED };
      extra = parsed as Record<string, unknown>;
    } catch {
      return { ok: false, message: SIGN_FORM_MALFORMED };
    }
  }
  const values: Record<string, string> = {};
  for (const field of fields) {
    const sent = field.key === 'realName' || field.key === 'phone' ? params.get(field.key) : (extra[field.key] ?? params.get(field.key));
    const value = typeof sent === 'string' || typeof sent === 'number' ? String(sent).trim() : '';
    if (!value) {
      if (field.required) return { ok: false, message: field.type === 'select' ? `请选择${field.label}` : `请填写${field.label}` };
      continue;
    }
    if ([...value].length > field.maxLength) return { ok: false, message: `${field.label}不能超过${field.maxLength}个字` };
    if (field.type === 'phone' && !PHONE.test(value)) return { ok: false, message: '手机号格式不正确' };
    if (field.type === 'number' && !/^\d+$/.test(value)) return { ok: false, message: `${field.label}须为数字` };
    if (field.type === 'select' && field.options.length > 0 && !field.options.includes(value)) return { ok: false, message: `请选择${field.label}` };
    values[field.key] = value;
  }
  return { ok: true, values };
}
