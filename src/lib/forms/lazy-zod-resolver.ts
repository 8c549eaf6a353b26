import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A react-hook-form resolver for a zod schema that is fetched, with zod, after the page: once the
 * browser is idle, or at the first validation if that comes first. A form's page then shows and
 * answers without zod's 26 kB (gzipped), which a static schema import put in its first load.
 * `load` is a dynamic import of the module holding the schema, with the magic comment
 * `webpackChunkName: "form-schemas"`: every form's rules come in that one file, one request and
 * one entry of the chunk map that every page carries. Nothing else of that module
 * (nor any module importing zod) may be imported statically by the form, or zod comes back with it.
 * A failed fetch (offline) is retried at the next validation.
 */
export function lazyZodResolver<Output extends FieldValues, Input extends FieldValues = Output>(
  load: () => Promise<ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const resolver = () =>
    (ready ??= Promise.all([
      load(),
      import(/* webpackChunkName: "form-schemas" */ '@hookform/resolvers/zod'),
    ]).then(
      ([schema, { zodResolver }]) =>
        zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        ready = undefined;
        throw error;
      },
    ));
  if (typeof window !== 'undefined') {
    const preload = () => void resolver().catch(() => {});
    if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 3000 });
    else setTimeout(preload, 1000);
  }
  return async (values, context, options) => (await resolver())(values, context, options);
}
