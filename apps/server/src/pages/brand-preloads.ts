import { BRAND_IDS, type BrandId } from '@quickcheck/brands';

/** The part of Vite's build manifest (`.vite/manifest.json`) we read. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export type BrandPreloads = Partial<Record<BrandId, string[]>>;

const BRAND_MODULE = /modules\/([a-z]+)-brand\.ts$/;

/**
 * Per brand, the URLs of its lazy chunk and of the chunks that chunk imports which the entry does
 * not already load: the page head preloads them, so the brand's logo and words arrive alongside the
 * app's code instead of after it has run. An unreadable manifest means no preloads, never an error.
 */
export function brandPreloadsFrom(manifestJson: string): BrandPreloads {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(manifestJson) as Manifest;
  } catch {
    return {};
  }
  const loadedByEntry = new Set<string>();
  const collect = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, loadedByEntry);

  const preloads: BrandPreloads = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    const id = BRAND_MODULE.exec(chunk.src ?? key)?.[1];
    if (!id || !(BRAND_IDS as readonly string[]).includes(id)) continue;
    const files = new Set<string>();
    collect(key, files);
    preloads[id as BrandId] = [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
  }
  return preloads;
}
