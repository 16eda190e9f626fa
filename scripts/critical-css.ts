/**
 * Each page's first-paint CSS (issue 33, decision 058): the rules of the built stylesheet that
 * the page's own source code can produce, and nothing else.
 *
 * Tailwind writes a rule only for a class it found written out whole in the sources, so every
 * class a page's server HTML can carry is written out in some module the server render ran: the
 * page's module and what it imports statically, and the app shell around it (lazy parts render
 * their fallback on the server, and their own code arrives later, with the whole stylesheet).
 * `pageSources` gathers those modules per page from the client build (build/critical-css-plugin.ts);
 * `criticalCss` keeps the rules whose every class is written out in them, the base rules, and the
 * variables, @property and @keyframes those rules use. Whatever the data, the server HTML uses
 * no rule outside that set (a superset of what one render uses, the same for every render).
 */

/** A parsed piece of CSS: a rule with a block, or a statement (`@layer a, b;`). */
type Node =
  | { kind: 'block'; prelude: string; body: string; children: Node[] | undefined }
  | { kind: 'statement'; text: string };

/** At-rules whose block holds rules (the others, @property, @keyframes, hold declarations). */
const GROUPING = /^@(layer|media|supports|container|scope|starting-style)\b/;

/** Splits a CSS text into its top-level rules (strings and comments respected). */
export function parseCss(css: string): Node[] {
  const nodes: Node[] = [];
  let start = 0;
  let i = 0;
  while (i < css.length) {
    const char = css[i]!;
    if (char === '\\') {
      i += 2; // an escaped character (a selector's \' or \{)
      continue;
    }
    if (char === '"' || char === "'") {
      i = skipString(css, i);
      continue;
    }
    if (char === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      // A comment between rules is dropped (the licence banner among them).
      if (css.slice(start, i).trim() === '') start = end < 0 ? css.length : end + 2;
      i = end < 0 ? css.length : end + 2;
      continue;
    }
    if (char === ';') {
      const text = css.slice(start, i + 1).trim();
      if (text !== ';') nodes.push({ kind: 'statement', text });
      start = i + 1;
    } else if (char === '{') {
      const close = matchingBrace(css, i);
      const prelude = css.slice(start, i).trim();
      const body = css.slice(i + 1, close);
      nodes.push({
        kind: 'block',
        prelude,
        body,
        children: GROUPING.test(prelude) ? parseCss(body) : undefined,
      });
      i = close + 1;
      start = i;
      continue;
    }
    i++;
  }
  return nodes;
}

function skipString(css: string, at: number): number {
  const quote = css[at];
  let i = at + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === '\\' ? 2 : 1;
  return i + 1;
}

function matchingBrace(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (char === '\\') i++;
    else if (char === '"' || char === "'") i = skipString(css, i) - 1;
    else if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  throw new Error(`unbalanced CSS after ${css.slice(open, open + 40)}`);
}

function print(nodes: Node[]): string {
  return nodes
    .map((node) =>
      node.kind === 'statement'
        ? node.text
        : `${node.prelude}{${node.children ? print(node.children) : node.body}}`,
    )
    .join('');
}

/** The class names a selector names, unescaped (`.md\:flex` → `md:flex`). */
export function selectorClasses(selector: string): string[] {
  const classes: string[] = [];
  const pattern = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g;
  for (const match of selector.matchAll(pattern)) {
    classes.push(
      match[1]!.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex: string, char: string) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : char,
      ),
    );
  }
  return classes;
}

/** `a, b:is(.c, .d), .e\\,f` → its selectors, split on the commas between them only. */
function selectorList(prelude: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < prelude.length; i++) {
    const char = prelude[i];
    if (char === '\\') i++;
    else if (char === '(' || char === '[') depth++;
    else if (char === ')' || char === ']') depth--;
    else if (char === ',' && depth === 0) {
      parts.push(prelude.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(prelude.slice(start));
  return parts;
}

/** Every class any rule of the stylesheet names. */
export function stylesheetClasses(css: string): Set<string> {
  const classes = new Set<string>();
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind !== 'block') continue;
      if (node.children) visit(node.children);
      else if (!node.prelude.startsWith('@'))
        for (const c of selectorClasses(node.prelude)) classes.add(c);
    }
  };
  visit(parseCss(css));
  return classes;
}

/**
 * The classes of `classes` written out whole in `sources` (between quotes, backticks or white
 * space, as Tailwind itself reads candidates): a class that appears nowhere cannot be rendered.
 */
export function usedClasses(classes: Iterable<string>, sources: string): Set<string> {
  const used = new Set<string>();
  const boundary = /[\s"'`]/;
  for (const name of classes) {
    let at = sources.indexOf(name);
    while (at >= 0) {
      const before = at === 0 ? ' ' : sources[at - 1]!;
      const after = sources[at + name.length] ?? ' ';
      if (boundary.test(before) && boundary.test(after)) {
        used.add(name);
        break;
      }
      at = sources.indexOf(name, at + 1);
    }
  }
  return used;
}

/**
 * The stylesheet cut to the rules whose classes are all in `used` (rules naming no class, the
 * base ones, stay), then to the custom properties, @property and @keyframes those rules use.
 */
export function criticalCss(css: string, used: ReadonlySet<string>): string {
  const keepRules = (nodes: Node[]): Node[] =>
    nodes.flatMap((node): Node[] => {
      if (node.kind === 'statement') return [node];
      if (node.children) {
        if (node.prelude.startsWith('@layer properties')) return [node]; // trimmed below
        const children = keepRules(node.children);
        return children.some((c) => c.kind === 'block') ? [{ ...node, children }] : [];
      }
      if (node.prelude.startsWith('@')) return [node]; // @property, @keyframes: trimmed below
      const kept = selectorList(node.prelude).some((part) =>
        selectorClasses(part).every((c) => used.has(c)),
      );
      return kept ? [node] : [];
    });
  const rules = keepRules(parseCss(css));

  // The variables, animations and @property the kept rules (and the variables they use) need.
  const text = (nodes: Node[]): string =>
    nodes
      .filter(
        (n) =>
          n.kind === 'block' &&
          !n.prelude.startsWith('@property') &&
          !n.prelude.startsWith('@keyframes') &&
          !n.prelude.startsWith('@layer properties') &&
          !n.prelude.startsWith('@layer theme'),
      )
      .map((n) => print([n]))
      .join('');
  const usage = text(rules);
  const referenced = new Set([...usage.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
  // Theme variables may name others (--default-font-family: var(--font-sans)).
  const themeDecls = new Map<string, string>();
  const walkTheme = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind !== 'block') continue;
      if (node.children) walkTheme(node.children);
      else
        for (const [name, value] of declarations(node.body))
          if (name.startsWith('--')) themeDecls.set(name, value);
    }
  };
  walkTheme(rules.filter((n) => n.kind === 'block' && n.prelude.startsWith('@layer theme')));
  const pending = [...referenced];
  while (pending.length > 0) {
    const value = themeDecls.get(pending.pop()!);
    if (!value) continue;
    for (const m of value.matchAll(/var\((--[\w-]+)/g)) {
      if (!referenced.has(m[1]!)) {
        referenced.add(m[1]!);
        pending.push(m[1]!);
      }
    }
  }
  // A utility that sets --tw-x uses it through another rule of its own: keep what it sets too.
  for (const m of usage.matchAll(/(--tw-[\w-]+):/g)) referenced.add(m[1]!);

  const trimVariables = (nodes: Node[], inVariables: boolean): Node[] =>
    nodes.flatMap((node): Node[] => {
      if (node.kind === 'statement') return [node];
      const prelude = node.prelude;
      if (prelude.startsWith('@property')) {
        return referenced.has(prelude.slice('@property'.length).trim()) ? [node] : [];
      }
      if (prelude.startsWith('@keyframes')) {
        const name = prelude.slice('@keyframes'.length).trim();
        return new RegExp(`animation:[^;}]*\\b${name}\\b`).test(usage) ? [node] : [];
      }
      const variables =
        inVariables ||
        prelude.startsWith('@layer properties') ||
        prelude.startsWith('@layer theme');
      if (node.children) {
        const children = trimVariables(node.children, variables);
        return children.some((c) => c.kind === 'block') ? [{ ...node, children }] : [];
      }
      if (!variables) return [node];
      const kept = declarations(node.body).filter(
        ([name]) => !name.startsWith('--') || referenced.has(name),
      );
      if (kept.length === 0) return [];
      return [{ ...node, body: kept.map(([name, value]) => `${name}:${value}`).join(';') }];
    });
  return print(trimVariables(rules, false));
}

/** `a:1;b:var(--x)` → [['a','1'], ['b','var(--x)']] (values may hold strings and parentheses). */
function declarations(body: string): [string, string][] {
  const out: [string, string][] = [];
  let start = 0;
  let depth = 0;
  for (let i = 0; i <= body.length; i++) {
    const char = body[i];
    if (char === '"' || char === "'") i = skipString(body, i) - 1;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if ((char === ';' && depth === 0) || i === body.length) {
      const decl = body.slice(start, i).trim();
      const colon = decl.indexOf(':');
      if (colon > 0) out.push([decl.slice(0, colon).trim(), decl.slice(colon + 1).trim()]);
      start = i + 1;
    }
  }
  return out;
}
