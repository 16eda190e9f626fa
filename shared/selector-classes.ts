/**
 * The class names a selector names, unescaped (`.md\:flex` → `md:flex`): read by the build
 * (scripts/critical-css.ts, each page's first-paint rules) and by the browser
 * (client/lib/whole-stylesheet.ts, what only the whole stylesheet styles).
 */
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
