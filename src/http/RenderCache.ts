import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface RenderCacheLimits {
  /** Files kept on disk; beyond it the oldest written go first. */
  maxFiles: number;
  /** Bytes kept on disk; a picture larger than this is served but never kept. */
  maxBytes: number;
  /** Distinct pictures being drawn at once; more is refused (the caller answers 503). */
  maxRendering: number;
}

const TEMPORARY = /\.tmp$/;
/** A temporary file older than this was left by a crash, not by a write in progress. */
const STALE_TEMPORARY_MS = 60_000;

/**
 * Rendered pictures on disk, bounded in files and bytes (oldest written evicted first), and the
 * renders in flight, bounded in number; concurrent requests for one picture share its render. The
 * index is this process's view: a second platform process on the same directory keeps its own,
 * so the bound is per process.
 */
export class RenderCache {
  private readonly index = new Map<string, number>();
  private bytes = 0;
  private loaded: Promise<void> | undefined;
  private readonly rendering = new Map<string, Promise<Uint8Array>>();
  private readonly dir: string;
  private readonly limits: RenderCacheLimits;

  constructor(dir: string, limits: RenderCacheLimits) {
    this.dir = dir;
    this.limits = limits;
  }

  /** The cached picture, or undefined when it is not on disk. */
  read(file: string): Promise<Uint8Array | undefined> {
    return readFile(path.join(this.dir, file)).then(
      (buffer) => new Uint8Array(buffer),
      () => undefined,
    );
  }

  /** Draws `file` (or joins the draw already running) and keeps it; 'busy' when too many draws run. */
  render(file: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> | 'busy' {
    const running = this.rendering.get(file);
    if (running) return running;
    if (this.rendering.size >= this.limits.maxRendering) return 'busy';
    const job = draw().then(async (bytes) => {
      // A picture that could not be kept is still a picture: serve it.
      await this.keep(file, bytes).catch((error: unknown) => console.error(`platform media: could not cache ${file}:`, error));
      return bytes;
    });
    this.rendering.set(file, job);
    job.finally(() => this.rendering.delete(file)).catch(() => {});
    return job;
  }

  private async keep(file: string, bytes: Uint8Array): Promise<void> {
    await (this.loaded ??= this.load());
    if (bytes.length > this.limits.maxBytes) return;
    // Book-keeping first and synchronously, so concurrent renders never overshoot the limits together.
    this.forget(file);
    const evicted = this.evict(1, bytes.length);
    this.index.set(file, bytes.length);
    this.bytes += bytes.length;
    await Promise.all(evicted.map((name) => unlink(path.join(this.dir, name)).catch(() => {})));
    try {
      await mkdir(this.dir, { recursive: true });
      // Write then rename, so a concurrent reader never sees half a file.
      const target = path.join(this.dir, file);
      const temporary = `${target}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    } catch (error) {
      this.forget(file);
      throw error;
    }
  }

  /** Drops the oldest entries until `files` more files of `bytes` fit; returns what to delete. */
  private evict(files: number, bytes: number): string[] {
    const evicted: string[] = [];
    for (const [name, size] of this.index) {
      if (this.index.size + files <= this.limits.maxFiles && this.bytes + bytes <= this.limits.maxBytes) break;
      this.index.delete(name);
      this.bytes -= size;
      evicted.push(name);
    }
    return evicted;
  }

  private forget(file: string): void {
    const size = this.index.get(file);
    if (size === undefined) return;
    this.index.delete(file);
    this.bytes -= size;
  }

  /** What an earlier run left on disk, oldest first; its half-written files are removed. */
  private async load(): Promise<void> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const found: { name: string; size: number; mtime: number }[] = [];
    for (const name of names) {
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) continue;
      if (!TEMPORARY.test(name)) found.push({ name, size: info.size, mtime: info.mtimeMs });
      else if (Date.now() - info.mtimeMs > STALE_TEMPORARY_MS) await unlink(file).catch(() => {});
    }
    for (const { name, size } of found.sort((a, b) => a.mtime - b.mtime)) {
      this.index.set(name, size);
      this.bytes += size;
    }
    const evicted = this.evict(0, 0);
    await Promise.all(evicted.map((name) => unlink(path.join(this.dir, name)).catch(() => {})));
  }
}
