// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { SpaceGallery } from '../../src/features/spaces/components/space-gallery';
import { renderWithI18n } from '../helpers/render-with-i18n';

const photos = ['/spaces/paris/a/1.jpg', '/spaces/paris/a/2.jpg', '/spaces/paris/a/3.jpg'];

/** The photo a sighted visitor sees: the one slide not hidden from everyone. */
const shownPhoto = () => screen.getByRole('img');

it('moves between photos with the arrow keys, Home and End, wrapping at both ends', async () => {
  renderWithI18n(<SpaceGallery photos={photos} title="Salon" />);
  const gallery = screen.getByRole('region', { name: 'Photos de Salon' });
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 1 sur 3');

  gallery.focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 2 sur 3');
  expect(screen.getByText('Photo 2 sur 3', { selector: '.sr-only' })).toBeInTheDocument();

  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 1 sur 3');
  await userEvent.keyboard('{ArrowLeft}');
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 3 sur 3');
  await userEvent.keyboard('{Home}');
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 1 sur 3');
  await userEvent.keyboard('{End}');
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 3 sur 3');
});

it('has labelled previous and next buttons, and follows a swipe', async () => {
  renderWithI18n(<SpaceGallery photos={photos} title="Salon" />, { locale: 'en' });
  await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 2 of 3');
  await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 1 of 3');

  const surface = shownPhoto().closest('.touch-pan-y') as HTMLElement;
  fireEvent.touchStart(surface, { touches: [{ clientX: 300, clientY: 100 }] });
  fireEvent.touchEnd(surface, { changedTouches: [{ clientX: 120, clientY: 110 }] });
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 2 of 3');
  // Mostly vertical: the page scrolls, the photo stays.
  fireEvent.touchStart(surface, { touches: [{ clientX: 300, clientY: 100 }] });
  fireEvent.touchEnd(surface, { changedTouches: [{ clientX: 250, clientY: 300 }] });
  expect(shownPhoto()).toHaveAccessibleName('Salon, photo 2 of 3');
});

it('loads the first photo at once and leaves the others for later', () => {
  renderWithI18n(<SpaceGallery photos={photos} title="Salon" />);
  const images = document.querySelectorAll('img');
  expect(images).toHaveLength(3);
  expect(images[0]).toHaveAttribute('loading', 'eager');
  expect(images[0]).toHaveAttribute('fetchpriority', 'high');
  expect(images[0]?.getAttribute('sizes')).toContain('100vw');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
  expect(images[2]).toHaveAttribute('loading', 'lazy');
});
