/** A field label with the "required" star (spec §5: these fields are marked required). */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="text-red-700">
        {' '}
        *
      </span>
    </>
  );
}
