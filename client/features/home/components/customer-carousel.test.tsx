import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { carouselItems } from './carousel-items.ts';
import { CustomerCarousel, wrapIndex } from './customer-carousel.tsx';

function renderCarousel() {
  const router = createMemoryRouter([{ path: '/', Component: CustomerCarousel }]);
  render(<RouterProvider router={router} />);
}

const currentTitle = () => screen.getByRole('heading', { level: 3 }).textContent;

describe('CustomerCarousel', () => {
  it('wraps both ways', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
  });

  it('moves with Previous and Next and loops past either end', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(currentTitle()).toBe(carouselItems[0]!.title);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(currentTitle()).toBe(carouselItems[4]!.title);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentTitle()).toBe(carouselItems[1]!.title);
  });

  it('follows the arrow keys while focus is inside', async () => {
    const user = userEvent.setup();
    renderCarousel();
    screen.getByRole('button', { name: 'Next' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(currentTitle()).toBe(carouselItems[4]!.title);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentTitle()).toBe(carouselItems[1]!.title);
  });
});
