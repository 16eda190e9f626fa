import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island, readIslandProps } from './island.tsx';

function Greeting({ name, count }: { name: string; count: number }) {
  return (
    <button type="button">
      {name} {count}
    </button>
  );
}

describe('island()', () => {
  it('renders the part inside an element naming it and carrying its props as JSON', () => {
    const Island = island('order-custom', Greeting);
    const html = renderToString(<Island name={'Ada "the tailor"'} count={2} />);
    const holder = document.createElement('div');
    holder.innerHTML = html;
    const element = holder.firstElementChild!;
    expect(element.getAttribute('data-island')).toBe('order-custom');
    expect(element.className).toBe('contents');
    expect(readIslandProps(element)).toEqual({ name: 'Ada "the tailor"', count: 2 });
    expect(element.querySelector('button')!.textContent).toBe('Ada "the tailor" 2');
  });

  it('carries no props attribute for a part without props', () => {
    const Island = island('header', () => <p>Header</p>);
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(<Island />);
    const element = holder.firstElementChild!;
    expect(element.hasAttribute('data-island-props')).toBe(false);
    expect(readIslandProps(element)).toEqual({});
  });
});
