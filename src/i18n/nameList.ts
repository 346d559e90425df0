/**
 * Names joined the way a language lists them: "张三、李四、王五", "Anna, Ben, Carl", "Anna, Ben und
 * Carl". The narrow conjunction keeps a separator between every two names in every locale (the
 * "unit" list of Chinese has none, and in English only spaces, which Latin names contain too).
 * One Intl.ListFormat per language, kept: building one costs more than everything else a credit
 * line does, and a page lists credits on every render.
 */
const formats = new Map<string, Intl.ListFormat>();

export function nameList(lang: string, names: readonly string[]): string {
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.ListFormat(lang, { style: 'narrow', type: 'conjunction' })));
  return format.format(names);
}
