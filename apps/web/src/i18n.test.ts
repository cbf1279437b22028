import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const src = path.resolve(import.meta.dirname);
const localesDir = path.join(src, "locales");
const LANGUAGES = ["nl", "en", "es", "fr"];

function flatten(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys with their plural forms folded into one (`items_one`, `items_other` → `items#plural`). */
function pluralBases(keys: string[]): string[] {
  return [...new Set(keys.map((k) => k.replace(PLURAL_SUFFIX, "#plural")))].sort();
}

function loadLocale(language: string): Map<string, Record<string, unknown>> {
  const dir = path.join(localesDir, language);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), JSON.parse(readFileSync(path.join(dir, f), "utf8"))]),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "locales" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

describe("translations", () => {
  const nl = loadLocale("nl");

  it.each(LANGUAGES.filter((l) => l !== "nl"))("%s has exactly the keys of nl, namespace by namespace", (language) => {
    const other = loadLocale(language);
    expect([...other.keys()].sort()).toEqual([...nl.keys()].sort());
    for (const [namespace, words] of nl) {
      // Plural forms differ per language (fr and es have `_many`): compare the keys without them here,
      // and check each language's own forms in the next test.
      expect(pluralBases(flatten(other.get(namespace))), `${language}/${namespace}.json`).toEqual(
        pluralBases(flatten(words)),
      );
    }
  });

  it.each(LANGUAGES)("%s has every plural form its language needs, and no other", (language) => {
    const needed = [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
    for (const [namespace, words] of loadLocale(language)) {
      const forms = new Map<string, string[]>();
      for (const key of flatten(words)) {
        const match = key.match(PLURAL_SUFFIX);
        if (!match) continue;
        const base = key.slice(0, -match[0].length);
        forms.set(base, [...(forms.get(base) ?? []), match[1] as string]);
      }
      for (const [base, have] of forms) {
        expect(have.sort(), `${language}/${namespace}:${base}`).toEqual(needed);
      }
    }
  });

  it("has no empty translation", () => {
    for (const language of LANGUAGES) {
      for (const [namespace, words] of loadLocale(language)) {
        for (const key of flatten(words)) {
          const value = key.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], words);
          expect(typeof value === "string" && value.trim().length > 0, `${language}/${namespace}:${key}`).toBe(true);
        }
      }
    }
  });

  it("has every key the code asks for with a fixed string", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(src)) {
      const text = readFileSync(file, "utf8");
      const defaultNs = text.match(/useTranslation\("(\w+)"\)/)?.[1] ?? "common";
      for (const match of text.matchAll(/\bt\("([\w.:-]+)"/g)) {
        const raw = match[1] as string;
        const [namespace, key] = raw.includes(":") ? (raw.split(":") as [string, string]) : [defaultNs, raw];
        const words = nl.get(namespace);
        const found = key
          .split(".")
          .reduce<unknown>(
            (o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined),
            words,
          );
        // A count picks `key_one`, `key_other` … (i18next plurals); `key_other` stands for them all.
        const plural = key
          .concat("_other")
          .split(".")
          .reduce<unknown>(
            (o, k) => (o && typeof o === "object" ? (o as Record<string, unknown>)[k] : undefined),
            words,
          );
        if (typeof found !== "string" && typeof plural !== "string")
          missing.push(`${path.relative(src, file)}: ${namespace}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

const TEXT_ATTRIBUTES = new Set(["placeholder", "title", "alt", "aria-label", "label", "aria-description"]);

describe("no literal text in components", () => {
  it("renders every visible string through a translation key", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(src).filter((f) => f.endsWith(".tsx"))) {
      const source = ts.createSourceFile(
        file,
        readFileSync(file, "utf8"),
        ts.ScriptTarget.Latest,
        true,
        ts.ScriptKind.TSX,
      );
      const report = (node: ts.Node, text: string) => {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        offenders.push(`${path.relative(src, file)}:${line + 1} "${text.trim()}"`);
      };
      const visit = (node: ts.Node) => {
        if (ts.isJsxText(node) && /\p{L}/u.test(node.getText())) report(node, node.getText());
        if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText())) {
          const init = node.initializer;
          if (init && ts.isStringLiteral(init) && /\p{L}/u.test(init.text)) report(node, init.text);
          if (
            init &&
            ts.isJsxExpression(init) &&
            init.expression &&
            ts.isStringLiteral(init.expression) &&
            /\p{L}/u.test(init.expression.text)
          ) {
            report(node, init.expression.text);
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    expect(offenders).toEqual([]);
  });
});

describe("audit log words", () => {
  it("has words for every action the server writes to the audit log", () => {
    const serverSrc = path.resolve(src, "../../server/src");
    const actions = new Set<string>();
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (full.endsWith(".ts") && !full.endsWith(".test.ts")) {
          for (const m of readFileSync(full, "utf8").matchAll(/action: "([a-z_]+\.[a-z_]+)"/g))
            actions.add(m[1] as string);
        }
      }
    };
    walk(serverSrc);
    expect(actions.size).toBeGreaterThan(20);
    const words = loadLocale("nl").get("admin") as { audit: { actions: Record<string, Record<string, string>> } };
    const missing = [...actions].filter((a) => {
      const [group, name] = a.split(".") as [string, string];
      return typeof words.audit.actions[group]?.[name] !== "string";
    });
    expect(missing).toEqual([]);
  });
});
