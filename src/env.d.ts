/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    locale: import('./i18n/locales.ts').Locale;
    localeConfig: import('./i18n/locales.ts').LocaleConfig;
    t: import('./i18n/translate.ts').Translate;
    theme: import('./lib/theme.ts').Theme;
    /** 无图模式: pictures and video posters left out of this page (src/lib/lightPages.ts). */
    light: boolean;
    flags: import('./lib/requestFlags.ts').RequestFlags;
    client: import('./lib/clientEnv.ts').ClientEnv;
    /** The route table row of this request; null for the endpoints outside the table (Astro's own, the fragment, the sitemap). */
    route: import('./routes.ts').RouteDef | null;
    routeParams: Record<string, string>;
    site: import('./context/siteShell.ts').SiteShell;
    /** The configured public origin (`https://news.example.com`): absolute URLs start with it, never with the Host header. */
    siteOrigin: string;
    /** This request's reader session, opened by the first caller of readerSessionOf (src/catalogue/readerSessions.ts). */
    readerSession?: Promise<import('./catalogue/session.ts').ReaderSessionHandle>;
  }
}

declare namespace astroHTML.JSX {
  interface AstroClientDirectives {
    /** Hydrate on the reader's first touch, key or focus inside the island (src/directives/interaction.ts). */
    'client:interaction'?: boolean;
  }
}
