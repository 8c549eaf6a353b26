/**
 * The look of every text input, select and textarea. A module of its own: a page that only styles
 * a control with it (the space page's booking panel) does not bundle the Field component with it.
 */
export const inputClassName =
  'block min-h-11 w-full rounded-xl bg-white px-3 text-base text-ink-900 ring-1 ring-inset ring-ink-500/30 placeholder:text-ink-500/70 ' +
  'focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid=true]:ring-red-700 disabled:bg-brand-50';
