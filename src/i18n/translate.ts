/**
 * Server-side translation on i18next (see docs/decisions/001-i18next.md).
 * One instance, initialised synchronously at import with every catalogue, so `translator()` is
 * usable in page frontmatter and middleware without awaiting anything.
 */
import i18next from 'i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_CONFIGS, type Locale } from './locales.ts';
import { interpolate } from './interpolate.ts';
import type { LocaleMessages, MessageBundle, MessageKey } from './messages/messageKey.ts';
import { cn } from './messages/cn.ts';
import { en } from './messages/en.ts';
import { de } from './messages/de.ts';
import { fr } from './messages/fr.ts';
import { bo } from './messages/bo.ts';

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export const MESSAGES: Record<Locale, LocaleMessages> = { cn, en, de, fr, bo };

const instance = i18next.createInstance();
void instance.init({
  resources: Object.fromEntries(LOCALES.map((locale) => [locale, { translation: MESSAGES[locale] }])),
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  // Resources are in memory: finish initialising before this module's import returns.
  initAsync: false,
  // Keys are flat strings containing dots and never namespaces.
  keySeparator: false,
  nsSeparator: false,
  // Astro escapes on output; escaping here too would double-encode `&` and quotes.
  interpolation: { escapeValue: false },
  returnEmptyString: false,
});

const cache = new Map<Locale, Translate>();

/**
 * A `t` bound to one locale. Pass `count` (a number) for plural-sensitive messages. i18next
 * resolves each key once per locale (fallbacks included); after that a message is read from a map
 * and its `{{variables}}` filled in with the islands' own interpolate, with the same `_one` rule.
 * A page asks for a few hundred messages, so this saves i18next's work on every one of them; the
 * test holds the two to the same output for every key of every locale. Only known keys are kept.
 */
export function translator(locale: Locale): Translate {
  let t = cache.get(locale);
  if (!t) {
    const fixed = instance.getFixedT(locale);
    const templates = new Map<string, string>();
    const template = (key: string): string => {
      let text = templates.get(key);
      if (text === undefined) {
        text = fixed(key as MessageKey, {});
        if (key in MESSAGES[DEFAULT_LOCALE] || key in MESSAGES[locale]) templates.set(key, text);
      }
      return text;
    };
    const plural = new Intl.PluralRules(LOCALE_CONFIGS[locale].lang);
    const own = MESSAGES[locale] as Record<string, string | undefined>;
    t = (key, vars) => {
      if (vars === undefined) return template(key);
      const count = vars.count;
      const one = typeof count === 'number' && plural.select(count) === 'one' && own[`${key}_one`] !== undefined;
      return interpolate(template(one ? `${key}_one` : key), vars);
    };
    cache.set(locale, t);
  }
  return t;
}

/**
 * The raw messages an island needs, so its bundle carries a few strings instead of five catalogues.
 * Singular forms (`<key>_one`) travel along with their key; render them with `islandTranslator`.
 */
export function pickMessages(locale: Locale, keys: readonly MessageKey[]): MessageBundle {
  // A page picks the same few lists on every render: each list is built once per locale. The
  // bundle goes to islands as props, which only read it.
  const id = `${locale}\n${keys.join('\n')}`;
  let bundle = picks.get(id);
  if (!bundle) picks.set(id, (bundle = pick(locale, keys)));
  return bundle;
}

const picks = new Map<string, MessageBundle>();

function pick(locale: Locale, keys: readonly MessageKey[]): MessageBundle {
  const source: MessageBundle = MESSAGES[locale];
  const picked: MessageBundle = {};
  for (const key of keys) {
    picked[key] = source[key] ?? cn[key];
    const one = source[`${key}_one`];
    if (one !== undefined) picked[`${key}_one`] = one;
  }
  return picked;
}
