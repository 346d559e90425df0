import { Linter } from 'eslint';
import * as astroParser from 'astro-eslint-parser';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import touchnews, { isIslandSource } from '../../../eslint/hydrateIslandsOnly.js';

const linter = new Linter({ configType: 'flat' });
const config = [
  { files: ['**/*.astro'], languageOptions: { parser: astroParser, parserOptions: { parser: tseslint.parser } } },
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser } },
  { files: ['**/*.{astro,ts,tsx}'], plugins: { touchnews }, rules: { 'touchnews/hydrate-islands-only': 'error' } },
] as Linter.Config[];

/** The rule's message ids for `code` in `filename` (relative to the repository). */
function problems(filename: string, code: string): string[] {
  return linter.verify(code, config, { filename }).map((m) => m.messageId ?? `${m.ruleId}: ${m.message}`);
}

const astro = (imports: string, markup: string) => `---\n${imports}\n---\n${markup}\n`;

describe('hydrate-islands-only', () => {
  it.each([
    ['an island hydrated from a component', 'src/components/a/X.astro', astro("import Box from '../../islands/Box.island.tsx';", '<Box client:interaction a={1} />')],
    ['an island hydrated from a page', 'src/pages/login.astro', astro("import Login from '../islands/Login.island.tsx';", '<div><Login client:idle /></div>')],
    ['client:only on an island', 'src/components/X.astro', astro("import Box from '../islands/Box.island.tsx';", '<Box client:only="react" />')],
    ['plain .astro components without directives', 'src/components/X.astro', astro("import Card from './Card.astro';", '<Card title="t" />')],
    ['a type imported from an island', 'src/components/X.astro', astro("import type { Props } from '../islands/Box.island.tsx';\nconst p: Props = {};", '<p>{String(p)}</p>')],
    ['an island importing a plain helper', 'src/islands/Box.island.tsx', "import { WritingBox } from './WritingBox.tsx';\nexport default WritingBox;"],
    ['a plain island helper importing another', 'src/islands/WritingBox.tsx', "import { PhotoPicker } from './PhotoPicker.tsx';\nexport const W = PhotoPicker;"],
    ['a same-named file outside src/islands', 'src/components/X.astro', astro("import Box from '../islands/Box.tsx';", '<Box />')],
  ])('allows %s', (_, filename, code) => {
    expect(problems(filename, code)).toEqual([]);
  });

  it.each([
    ['a directive on a plain .astro component', 'src/components/X.astro', astro("import Card from './Card.astro';", '<Card client:load />'), ['notIsland']],
    ['a directive on a React component that is not an island', 'src/components/X.astro', astro("import W from '../islands/WritingBox.tsx';", '<W client:visible />'), ['notIsland']],
    ['a directive on an island module outside src/islands', 'src/components/X.astro', astro("import Box from './Box.island.tsx';", '<Box client:load />'), ['notIsland']],
    ['a directive on an undeclared name', 'src/components/X.astro', astro('', '<Ghost client:load />'), ['notIsland']],
    ['an island rendered on the server only', 'src/components/X.astro', astro("import Box from '../islands/Box.island.tsx';", '<Box client:load /><Box />'), ['unhydrated']],
    ['an island member rendered on the server only', 'src/pages/x.astro', astro("import Box from '../islands/Box.island.tsx';", '<Box.Part />'), ['unhydrated']],
    ['an island imported by a loader', 'src/loaders/x.ts', "import Box from '../islands/Box.island.tsx';\nexport const b = Box;", ['imported']],
    ['island props taken by type from a loader', 'src/loaders/x.ts', "import type { Props } from '../islands/Box.island.tsx';\nexport type P = Props;", ['imported']],
    ['an island re-exported', 'src/lib/x.ts', "export * from '../islands/Box.island.tsx';", ['imported']],
    ['an island imported lazily', 'src/browser/x.ts', "export const load = () => import('../islands/Box.island.tsx');", ['imported']],
    ['an island importing another island', 'src/islands/A.island.tsx', "import B from './B.island.tsx';\nexport default B;", ['imported']],
  ])('rejects %s', (_, filename, code, expected) => {
    expect(problems(filename, code)).toEqual(expected);
  });
});

describe('isIslandSource', () => {
  it.each([
    ['src/components/X.astro', '../islands/A.island.tsx', true],
    ['src/components/a/b/X.astro', '../../../islands/A.island.tsx', true],
    ['/repo/src/pages/x.astro', '../islands/A.island.tsx', true],
    ['src/components/X.astro', '../islands/A.tsx', false],
    ['src/components/X.astro', '../islands/sub/A.island.tsx', false],
    ['src/components/X.astro', 'islands/A.island.tsx', false],
    ['src/components/X.astro', undefined, false],
  ])('%s importing %s → %s', (filename, source, expected) => {
    expect(isIslandSource(filename, source)).toBe(expected);
  });
});
