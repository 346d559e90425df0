/**
 * The import-boundary check (`npm run lint`): dependency-cruiser with .dependency-cruiser.cjs over
 * src/. dependency-cruiser cannot read .astro files, and most pages and components are .astro, so
 * it cruises a scratch copy of src/ in which each `X.astro` is replaced by `X.astro.ts` holding the
 * file's frontmatter and <script> bodies (an import of './X.astro' resolves to it by extension).
 * File names in the report get their .astro back. Extra arguments go to depcruise, e.g.
 * `-T json` for the full graph.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx|js|mjs|cjs|astro)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (SOURCE.test(entry.name)) yield full;
  }
}

/** The code of an .astro file: frontmatter and every <script> body (JSON ones and self-closing ones left out). */
export function astroCode(source: string): string {
  const frontmatter = /^\s*---\r?\n([\s\S]*?)\r?\n---/.exec(source)?.[1] ?? '';
  const scripts = [...source.matchAll(/<script\b((?:[^>/]|\/(?!>))*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type=["']application\/(ld\+)?json["']/.test(attributes ?? ''))
    .map(([, , body]) => body ?? '');
  return [frontmatter, ...scripts].join('\n;\n');
}

const scratch = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
try {
  for (const file of sourceFiles(path.join(root, 'src'))) {
    const target = path.join(scratch, path.relative(root, file));
    mkdirSync(path.dirname(target), { recursive: true });
    if (file.endsWith('.astro')) writeFileSync(`${target}.ts`, astroCode(readFileSync(file, 'utf8')));
    else copyFileSync(file, target);
  }
  for (const name of ['package.json', 'tsconfig.json', '.dependency-cruiser.cjs']) copyFileSync(path.join(root, name), path.join(scratch, name));
  symlinkSync(path.join(root, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  const cli = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
  const run = spawnSync(process.execPath, [cli, 'src', '--config', '.dependency-cruiser.cjs', ...process.argv.slice(2)], { cwd: scratch, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const restore = (text: string) => text.replaceAll('.astro.ts', '.astro').replaceAll(scratch, root);
  process.stdout.write(restore(run.stdout ?? ''));
  process.stderr.write(restore(run.stderr ?? ''));
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
