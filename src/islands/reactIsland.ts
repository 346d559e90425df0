/**
 * Marks an island as React's for Astro's server renderer (docs/decisions/116). Astro otherwise finds
 * a component's renderer by trial: it calls the component outside React and renders a throwaway
 * element, on every page, for every island. The mark is the one Astro's own compiled components
 * carry (`Symbol.for('astro:renderer')`); it costs the browser nothing.
 */
export function reactIsland<Component extends (props: never) => unknown>(component: Component): Component {
  Object.defineProperty(component, Symbol.for('astro:renderer'), { value: '@astrojs/react' });
  return component;
}
