import type { cn } from './cn.ts';

/** Every message key; the Chinese catalogue is the source of truth. */
export type MessageKey = keyof typeof cn;

/**
 * The singular form of a plural-sensitive message, looked up by i18next when `count` is 1
 * (or whatever the language's "one" category covers). Chinese and Tibetan have no such form.
 */
export type PluralFormKey = `${MessageKey}_one`;

/** What a locale file exports: every key, plus singular forms where the language needs them. */
export type LocaleMessages = Record<MessageKey, string> & Partial<Record<PluralFormKey, string>>;

/** A subset of one locale's messages, as handed to an island. */
export type MessageBundle = Partial<Record<MessageKey | PluralFormKey, string>>;
