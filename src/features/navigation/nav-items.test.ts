import { describe, expect, it } from 'vitest';
import { isSidebarItemActive, isTabActive, isTabBarHidden } from './nav-items';

describe('navigation items', () => {
  it('marks "find a space" active in the tab bar on the zone search only', () => {
    expect(isTabActive('search', '/[zone]')).toBe(true);
    expect(isTabActive('search', '/[zone]/[slug]')).toBe(false);
    expect(isTabActive('search', '/desks/[zone]')).toBe(false);
  });

  it('keeps the sidebar item active anywhere in its area', () => {
    expect(isSidebarItemActive('search', '/[zone]/[slug]')).toBe(true);
    expect(isSidebarItemActive('myEvents', '/events/[eventId]')).toBe(true);
    expect(isSidebarItemActive('myEvents', '/eventsfoo')).toBe(false);
    expect(isSidebarItemActive('account', '/account/billing')).toBe(true);
    expect(isSidebarItemActive('help', '/help')).toBe(false);
  });

  it('hides the tab bar on payment, event and space pages', () => {
    for (const route of ['/booking/[bookingId]/payment', '/events/[eventId]', '/[zone]/[slug]'])
      expect(isTabBarHidden(route)).toBe(true);
    for (const route of ['/events', '/[zone]', '/booking/[bookingId]/extras', '/dashboard'])
      expect(isTabBarHidden(route)).toBe(false);
  });
});
