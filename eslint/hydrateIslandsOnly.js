/**
 * Only islands hydrate, and an island is only ever hydrated (docs/decisions/150):
 * - in an .astro file, a `client:*` directive sits only on a component imported from
 *   `src/islands/*.island.tsx`, and every such component carries one (rendered without it, its
 *   handlers would be dead markup);
 * - outside .astro files nothing imports an island, not even for its types: props live in
 *   `src/contracts/`, and code islands share lives in a plain module beside them.
 */
import path from 'node:path';

const ISLAND = /(^|\/)src\/islands\/[^/]+\.island\.tsx$/;

/** Whether an import source, read from `filename`, names an island module. */
export function isIslandSource(filename, source) {
  if (typeof source !== 'string' || !source.startsWith('.')) return false;
  const resolved = path.posix.join(path.posix.dirname(filename.replaceAll('\\', '/')), source);
  return ISLAND.test(resolved);
}

function elementRoot(name) {
  let node = name;
  while (node.type === 'JSXMemberExpression') node = node.object;
  return node.type === 'JSXIdentifier' ? node.name : undefined;
}

function directiveOf(opening) {
  const attribute = opening.attributes.find((a) => a.type === 'JSXAttribute' && a.name.type === 'JSXNamespacedName' && a.name.namespace.name === 'client');
  return attribute ? attribute.name.name.name : undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const hydrateIslandsOnly = {
  meta: {
    type: 'problem',
    docs: { description: 'client:* directives target only src/islands/*.island.tsx, and islands are only ever hydrated' },
    schema: [],
    messages: {
      notIsland: '`client:{{directive}}` on <{{name}}>: only a component imported from src/islands/*.island.tsx hydrates.',
      unhydrated: '<{{name}}> is an island: give it a client:* directive, or render the markup with an .astro component.',
      imported: 'Only .astro files import an island ({{source}}), to hydrate it; take its props from src/contracts and shared code from a plain module.',
    },
  },
  create(context) {
    const filename = context.filename;
    if (!filename.endsWith('.astro')) {
      const check = (node) => {
        if (node.source && isIslandSource(filename, node.source.value)) context.report({ node, messageId: 'imported', data: { source: node.source.value } });
      };
      return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
    }
    /** Local name → import source, for the value imports of the frontmatter. */
    const bindings = new Map();
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        for (const specifier of node.specifiers) if (specifier.importKind !== 'type') bindings.set(specifier.local.name, node.source.value);
      },
      JSXOpeningElement(node) {
        const name = elementRoot(node.name);
        if (!name) return;
        const directive = directiveOf(node);
        const island = isIslandSource(filename, bindings.get(name));
        if (directive !== undefined && !island) context.report({ node, messageId: 'notIsland', data: { directive, name } });
        if (directive === undefined && island) context.report({ node, messageId: 'unhydrated', data: { name } });
      },
    };
  },
};

export default { meta: { name: 'touchnews' }, rules: { 'hydrate-islands-only': hydrateIslandsOnly } };
