import { DEMO_EVENT_ID } from '../server/db/seed/build-events.ts';

/**
 * The public pages the two-build tools compare (lighthouse-3g.ts, main-thread.ts): home, the
 * outfit list, the first outfit and the first tailor `origin` lists, the demo's aso-ebi event and
 * `/help`.
 */
export async function publicPagePaths(origin: string): Promise<string[]> {
  const firstId = async (list: string) => {
    const answer = (await (await fetch(`${origin}${list}`)).json()) as
      { items: { id: string }[] } | { id: string }[];
    return (Array.isArray(answer) ? answer : answer.items)[0]!.id;
  };
  return [
    '/',
    '/products',
    `/products/${encodeURIComponent(await firstId('/api/products?sort=name&limit=1'))}`,
    `/tailors/${encodeURIComponent(await firstId('/api/tailors?limit=1'))}`,
    `/events/${DEMO_EVENT_ID}`,
    '/help',
  ];
}
