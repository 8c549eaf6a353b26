// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar } from '../../src/components/ui/avatar';

afterEach(cleanup);

const person = { label: 'Camille Durand', firstName: 'Camille', lastName: 'Durand', size: 'small' as const };

describe('Avatar', () => {
  it('shows the profile photo before the identity-provider photo', () => {
    render(
      <Avatar {...person} photoUrl="https://img.test/me.jpg" providerPhotoUrl="https://google.test/me.jpg" />,
    );
    const avatar = screen.getByRole('img', { name: 'Camille Durand' });
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://img.test/me.jpg');
  });

  it('falls back to the provider photo, then to initials, when a photo is missing or broken', () => {
    render(
      <Avatar
        {...person}
        photoUrl="https://img.test/broken.jpg"
        providerPhotoUrl="https://google.test/me.jpg"
      />,
    );
    const avatar = screen.getByRole('img', { name: 'Camille Durand' });
    const first = avatar.querySelector('img');
    if (!first) throw new Error('expected a photo');
    fireEvent.error(first);
    expect(avatar.querySelector('img')).toHaveAttribute('src', 'https://google.test/me.jpg');
    const second = avatar.querySelector('img');
    if (!second) throw new Error('expected the provider photo');
    fireEvent.error(second);
    expect(avatar.querySelector('img')).toBeNull();
    expect(avatar).toHaveTextContent('CD');
  });

  it('shows the initials of every word of both names without a photo', () => {
    render(
      <Avatar label="Marie Anne de la Tour" firstName="Marie Anne" lastName="de la Tour" size="large" />,
    );
    expect(screen.getByRole('img', { name: 'Marie Anne de la Tour' })).toHaveTextContent('MADLT');
  });

  it('colours by role, with a shade per size', () => {
    const { rerender } = render(<Avatar {...person} role="admin" />);
    const avatar = () => screen.getByRole('img', { name: 'Camille Durand' });
    expect(avatar()).toHaveAttribute('data-tone', 'primary');
    expect(avatar()).toHaveClass('bg-brand-600');
    rerender(<Avatar {...person} role="admin" size="large" />);
    expect(avatar()).toHaveAttribute('data-size', 'large');
    expect(avatar()).toHaveClass('bg-brand-500', 'size-20');
    rerender(<Avatar {...person} role="user" />);
    expect(avatar()).toHaveAttribute('data-tone', 'halftone');
    expect(avatar()).toHaveClass('bg-brand-100');
    rerender(<Avatar {...person} role="guest" />);
    expect(avatar()).toHaveAttribute('data-tone', 'none');
    expect(avatar()).toHaveClass('bg-white');
  });

  it('greys out a suspended user, photo included', () => {
    render(<Avatar {...person} role="account_admin" status="suspended" photoUrl="https://img.test/me.jpg" />);
    const avatar = screen.getByRole('img', { name: 'Camille Durand' });
    expect(avatar).toHaveAttribute('data-tone', 'grey');
    expect(avatar).toHaveClass('grayscale');
  });
});
