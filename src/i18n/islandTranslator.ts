/**
 * The islands' `t`: interpolates a small bundle from `pickMessages` without shipping i18next or
 * any catalogue to the browser. Same `{{name}}` syntax and `_one` plural rule as the server side.
 */
import { LOCALE_CONFIGS, type Locale } from './locales.ts';
import type { MessageBundle } from './messages/messageKey.ts';
import type { Translate } from './translate.ts';
import { interpolate } from './interpolate.ts';

export { interpolate };

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** Intl.PluralRules is costly to build and the same for every render of a locale. */
function pluralRulesOf(locale: Locale): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE_CONFIGS[locale].lang);
    pluralRules.set(locale, rules);
  }
  return rules;
}

export function islandTranslator(locale: Locale, messages: MessageBundle): Translate {
  const rules = pluralRulesOf(locale);
  return (key, vars) => {
    const count = vars?.count;
    const one = typeof count === 'number' && rules.select(count) === 'one' ? messages[`${key}_one`] : undefined;
    // A key the island forgot to request shows as the key: visible in review, never a crash.
    return interpolate(one ?? messages[key] ?? key, vars);
  };
}
