import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LANGUAGE, type Language } from "@hulppost/shared/constants";
import { PAINTED_PAGE_CODE, type PaintedPageCode } from "@hulppost/shared/painted-pages";

interface ManifestEntry {
  file: string;
  imports?: string[];
}

/**
 * The files, beyond the entry's own, that a painted page's app needs before it can take over: the
 * page's lazy chunk with its imports and the language's words (and the fallback language's, which
 * i18next loads beside them). Listed as module preloads in the painted HTML (decision 060's
 * addendum), they come in the same round trip as the entry instead of one after the other once it
 * has run: on the bench's slow-4G link the sign-in page took over 2.4 s after its load instead of 3.9 s.
 */
export function paintedCodeFiles(webRoot: string): (page: PaintedPageCode, language: Language) => string[] {
  const manifestFile = path.join(webRoot, ".vite/manifest.json");
  // Read at the first paint, not when the app is made (the tests make many apps that paint nothing).
  let manifest: Record<string, ManifestEntry> | null | undefined;
  const closure = (from: Record<string, ManifestEntry>, keys: string[]) => {
    const seen = new Set<string>();
    const files: string[] = [];
    const visit = (key: string) => {
      const entry = from[key];
      if (!entry || seen.has(key)) return;
      seen.add(key);
      files.push(entry.file);
      for (const next of entry.imports ?? []) visit(next);
    };
    for (const key of keys) visit(key);
    return files;
  };
  return (page, language) => {
    manifest ??= existsSync(manifestFile)
      ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestEntry>)
      : null;
    if (!manifest) return [];
    const { module, namespaces } = PAINTED_PAGE_CODE[page];
    const languages = [...new Set([language, DEFAULT_LANGUAGE])];
    const words = languages.flatMap((lang) => namespaces.map((ns) => `src/locales/${lang}/${ns}.json`));
    // The entry's files are in index.html already. (A page is painted once per language and price list.)
    const entry = new Set(closure(manifest, ["index.html"]));
    return closure(manifest, [module, ...words])
      .filter((file) => !entry.has(file))
      .map((file) => `/${file}`);
  };
}
