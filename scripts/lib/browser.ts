import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The browser for end-to-end tests: CHROME_PATH, then Debian's Chromium, then an installed Chrome. */
export function findBrowser(): string | undefined {
  const configured = process.env.CHROME_PATH;
  if (configured) return fs.existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate));
}
