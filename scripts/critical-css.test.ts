import { describe, expect, it } from 'vitest';
import { criticalCss, parseCss, selectorClasses, usedClasses } from './critical-css.ts';

const sheet = [
  '/*! tailwindcss */',
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000;--tw-ring-color:initial}}}',
  '@layer theme,base,components,utilities;',
  '@layer theme{:root,:host{--color-brand-900:#14532d;--color-gold-500:#f59e0b;--font-sans:system-ui;--default-font-family:var(--font-sans)}}',
  '@layer base{html{font-family:var(--default-font-family)}}',
  '@layer utilities{.flex{display:flex}.bg-brand-900{background-color:var(--color-brand-900)}',
  '.text-gold-500{color:var(--color-gold-500)}.shadow{--tw-shadow:0 1px #0001;box-shadow:var(--tw-shadow)}',
  '.group:hover .group-hover\\:underline{text-decoration:underline}.\\[content\\:\\\'x\\\'\\]{content:"}"}',
  '@media (min-width:40rem){.sm\\:grid{display:grid}}.animate-spin{animation:var(--animate-spin)}}',
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring-color{syntax:"*";inherits:false}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
].join('');

describe('critical CSS', () => {
  it('reads the class names a selector names, unescaped', () => {
    expect(selectorClasses('.group:hover .group-hover\\:underline')).toEqual([
      'group',
      'group-hover:underline',
    ]);
    expect(selectorClasses('.w-1\\/2')).toEqual(['w-1/2']);
    expect(selectorClasses('.\\32 xl\\:flex')).toEqual(['2xl:flex']);
  });

  it('finds only classes written out whole in the sources', () => {
    const used = usedClasses(
      ['flex', 'shadow', 'sm:grid', 'group'],
      `className="sm:grid group flexible" x='shadow-lg'`,
    );
    expect([...used].sort()).toEqual(['group', 'sm:grid']);
  });

  it('keeps the used rules with the variables and @property they need, and drops the rest', () => {
    const css = criticalCss(sheet, new Set(['bg-brand-900', 'shadow', 'sm:grid']));
    expect(css).toContain('.bg-brand-900{');
    expect(css).toContain('--color-brand-900:#14532d');
    expect(css).toContain('.sm\\:grid{display:grid}');
    expect(css).toContain('html{font-family:var(--default-font-family)}');
    expect(css).toContain('--font-sans:system-ui'); // through --default-font-family
    expect(css).toContain('@property --tw-shadow');
    expect(css).toContain('@layer theme,base,components,utilities;');
    for (const gone of [
      '.flex{',
      '.text-gold-500',
      '--color-gold-500',
      '--tw-ring-color',
      'group-hover',
      '@keyframes',
      'content\\:',
    ]) {
      expect(css).not.toContain(gone);
    }
    expect(() => parseCss(css)).not.toThrow();
  });

  it('keeps an animation with the rule that runs it', () => {
    const css = criticalCss(
      sheet.replace('var(--animate-spin)', 'spin 1s linear infinite'),
      new Set(['animate-spin']),
    );
    expect(css).toContain('@keyframes spin');
  });
});
