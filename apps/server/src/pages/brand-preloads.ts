import { BRAND_CHUNK_SOURCE, isBrandId, type BrandId } from '@quickcheck/brands';

/** The part of Vite's build manifest (`.vite/manifest.json`) we read. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export type BrandPreloads = Partial<Record<BrandId, string[]>>;

/** A lazy chunk's own files: what the entry does not already load. */
export interface LazyChunkAssets {
  modulePreloads: string[];
  stylesheets: string[];
}

function parse(manifestJson: string): Manifest {
  try {
    return JSON.parse(manifestJson) as Manifest;
  } catch {
    return {};
  }
}

/** The chunks reached from `key` by static imports (the chunk itself included). */
function closure(manifest: Manifest, key: string, into = new Map<string, ManifestChunk>()) {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) return into;
  into.set(key, chunk);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The files of `keys`' chunks that the entry does not load, as page URLs: JS to preload, CSS to link. */
function ownAssets(manifest: Manifest, keys: readonly string[]): LazyChunkAssets {
  const entryChunks = new Map<string, ManifestChunk>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, key, entryChunks);
  const entryFiles = new Set([...entryChunks.values()].flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const chunks = new Map<string, ManifestChunk>();
  for (const key of keys) closure(manifest, key, chunks);
  const own = (files: string[]) =>
    [...new Set(files)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
  return {
    modulePreloads: own([...chunks.values()].map((chunk) => chunk.file)),
    stylesheets: own([...chunks.values()].flatMap((chunk) => chunk.css ?? [])),
  };
}

/**
 * Per brand, the URLs of its lazy chunk and of the chunks that chunk imports which the entry does
 * not already load: the page head preloads them, so the brand's logo and words arrive alongside the
 * app's code instead of after it has run. An unreadable manifest means no preloads, never an error.
 */
export function brandPreloadsFrom(manifestJson: string): BrandPreloads {
  const manifest = parse(manifestJson);
  const preloads: BrandPreloads = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const id = BRAND_CHUNK_SOURCE.exec(chunk.src ?? key)?.[1];
    if (isBrandId(id)) preloads[id] = ownAssets(manifest, [key]).modulePreloads;
  }
  return preloads;
}

/**
 * The lazy modules the server draws (named by the web's server entry): their CSS must be in the
 * head for the first paint, and their code is preloaded so hydration does not wait for it.
 */
export function lazyChunkAssetsFrom(manifestJson: string, keys: readonly string[]): LazyChunkAssets {
  return ownAssets(parse(manifestJson), keys);
}
