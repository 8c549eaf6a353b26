/**
 * How `npm test` and `npm run test:calendar` run every vitest suite: in two runs. The integration
 * suites share their workers without isolation: each imports the server and opens a database, and
 * importing the server once per worker for all of them instead of once per file saves most of
 * their time. The others (unit and component) keep vitest's isolation: a component suite stubs its
 * environment before importing the screen it renders.
 */
export const VITEST_RUNS: ReadonlyArray<{ name: string; args: string[] }> = [
  { name: 'integration', args: ['tests/integration', '--no-isolate'] },
  { name: 'unit and component', args: ['--exclude', 'tests/integration/**'] },
];
