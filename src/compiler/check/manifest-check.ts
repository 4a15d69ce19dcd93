import { z } from 'zod';
import { manifestSchema, routeSchema, type Manifest, type ManifestParts } from '../../contracts/manifest.ts';
import { routeChunks } from '../../contracts/manifest-parts.ts';

/**
 * `manifestSchema.parse` for a compiler that emits one manifest after another (watch mode): a part it
 * has parsed before (the same route object, the same sidebars) is not parsed again, so a one-page edit
 * checks one route instead of the whole site. It gives what `manifestSchema.parse` gives, key order
 * included: every field is parsed by its own schema and put in the schema's order, as `z.object` does
 * (the manifest schema has no refinement that spans fields). Parts must not be mutated once emitted.
 */
export class ManifestCheck {
  private parsed = new WeakMap<object, unknown>();
  private texts = new WeakMap<object, string>();
  // the routes of the last manifest by index: most routes sit where they sat, as the same object
  private readonly parsedRoutes = new RowCache<unknown, unknown>();
  private readonly routeTexts = new RowCache<unknown, string>();
  // the route parts of the last stored form, each with the route texts it joined
  private routeParts: { texts: readonly string[]; text: string }[] = [];
  // text -> name of each part of the last stored form: a part that stands is not hashed again
  private names = new Map<string, string>();

  parse(manifest: Manifest): Manifest {
    const out: Record<string, unknown> = {};
    for (const [key, schema] of Object.entries(manifestSchema.shape) as [keyof Manifest, z.ZodType][]) {
      const value: unknown = manifest[key];
      out[key] =
        key === 'routes' && Array.isArray(value)
          ? this.parsedRoutes.map(value, (route, i) => this.once(routeSchema, route, [key, i]))
          : this.once(schema, value, [key]);
    }
    return out as Manifest;
  }

  /**
   * The stored form of a manifest this check gave (contracts/manifest-parts.ts): the text of each route
   * part and sidebar part, named by `name(text)`, and the root naming them, with the root's fields in the
   * manifest's order and `parts` where `routes` was. Each is the JSON.stringify of its value, joined
   * from the texts of parts written before: an object's JSON is its fields' JSON in order, and these
   * parts are plain data. `name` must name a text the same on every call.
   */
  storedTexts(manifest: Manifest, name: (text: string) => string): { root: string; parts: { path: string; text: string }[] } {
    const out: { path: string; text: string }[] = [];
    const names = new Map<string, string>();
    const part = (text: string): string => {
      const path = this.names.get(text) ?? name(text);
      names.set(text, path);
      out.push({ path, text });
      return path;
    };
    const routeTexts = this.routeTexts.map(manifest.routes, (route) => this.json(route));
    const parts: ManifestParts = { routes: [], sidebars: {} };
    // a part whose routes are the texts it joined last time is that text (an edit changes one part of ~8)
    this.routeParts = routeChunks(routeTexts).map((texts, i) => {
      const last = this.routeParts[i];
      const same = last !== undefined && last.texts.length === texts.length && texts.every((text, j) => text === last.texts[j]);
      return same ? last : { texts, text: `[${texts.join(',')}]` };
    });
    for (const { text } of this.routeParts) parts.routes.push(part(text));
    for (const [id, items] of Object.entries(manifest.sidebars)) parts.sidebars[id] = part(this.json(items));
    // each locale's words in a part of its own: a reader fetches those of the locale it reads first
    const { translations, ...site } = manifest.site;
    if (translations)
      parts.translations = Object.fromEntries(Object.entries(translations).map(([code, words]) => [code, part(this.json(words))]));
    const fields: string[] = [];
    for (const [key, value] of Object.entries(manifest)) {
      if (value === undefined || key === 'sidebars') continue;
      const text =
        key === 'routes'
          ? JSON.stringify(parts)
          : key === 'site'
            ? translations
              ? JSON.stringify(site)
              : this.json(value)
            : this.json(value);
      fields.push(`${JSON.stringify(key === 'routes' ? 'parts' : key)}:${text}`);
    }
    this.names = names;
    return { root: `{${fields.join(',')}}`, parts: out };
  }

  private json(value: unknown): string {
    if (typeof value !== 'object' || value === null) return JSON.stringify(value);
    let text = this.texts.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      this.texts.set(value, text);
    }
    return text;
  }

  private once(schema: z.ZodType, value: unknown, at: (string | number)[]): unknown {
    const reusable = typeof value === 'object' && value !== null;
    if (reusable && this.parsed.has(value)) return this.parsed.get(value);
    const result = schema.safeParse(value);
    // issues name their place in the whole manifest, as one parse of it would
    if (!result.success) throw new z.ZodError(result.error.issues.map((issue) => ({ ...issue, path: [...at, ...issue.path] })));
    if (reusable) this.parsed.set(value, result.data);
    return result.data;
  }
}

/** Per-item results of the last call, reused where the same object sits at the same index. */
class RowCache<I, O> {
  private inputs: readonly I[] = [];
  private outputs: O[] = [];

  map(items: readonly I[], make: (item: I, index: number) => O): O[] {
    const outputs = items.map((item, i) => (item === this.inputs[i] ? this.outputs[i]! : make(item, i)));
    this.inputs = items;
    this.outputs = outputs;
    return outputs;
  }
}
