/**
 * A field label with the "required" star (spec §5: these fields are marked required). The star is
 * drawn by CSS so the label's text stays the field's name; the input says aria-required.
 */
export function RequiredLabel({ children }: { children: string }) {
  return <span className="after:ml-1 after:text-red-700 after:content-['*']">{children}</span>;
}
