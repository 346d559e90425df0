// `client:interaction` (src/directives/interaction.ts) on framework components: Astro types their
// directives through the global Astro.ClientDirectives, not astroHTML.JSX.
declare namespace Astro {
  interface ClientDirectives {
    'client:interaction'?: boolean;
  }
}
