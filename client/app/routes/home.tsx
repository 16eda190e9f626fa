// Page frame: its screen is built by the storefront and shopper issues (#3, #4).
export default function HomePage() {
  return (
    <section className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold">Bespoke African Fashion, Correctly Fitted</h1>
    </section>
  );
}
