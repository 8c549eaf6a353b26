/**
 * How every production build is made (`npm run build`, `npm test`'s browser suite, bench:lighthouse).
 * webpack rather than Turbopack: on the same code webpack drops the unused re-exports of i18next's
 * React bindings and splits the shared chunks tighter, and /[zone] loads 148 kB instead of 153 kB
 * (Turbopack keeps the whole module), under the 150 kB budget of the search page.
 */
export const NEXT_BUILD_ARGS = ['build', '--webpack'];
