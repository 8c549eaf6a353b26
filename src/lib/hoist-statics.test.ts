import { describe, expect, it } from 'vitest';
import hoistStatics from './hoist-statics';

describe('hoistStatics', () => {
  it("copies the source's own static members the target lacks, and keeps the target's own", () => {
    const App = Object.assign(() => null, { getInitialProps: async () => ({}), displayName: 'App' });
    const Wrapper = Object.assign(() => null, { displayName: 'Wrapper' });
    const hoisted = hoistStatics(Wrapper, App);
    expect(hoisted).toBe(Wrapper);
    expect((hoisted as unknown as typeof App).getInitialProps).toBe(App.getInitialProps);
    expect(hoisted.displayName).toBe('Wrapper');
  });
});
