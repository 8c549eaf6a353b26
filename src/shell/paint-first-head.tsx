import type { ReactElement } from 'react';
import { Head } from 'next/document';

type DocumentFiles = Parameters<Head['getScripts']>[0];
type ScriptElement = ReactElement<{ src?: string; noModule?: boolean }>;

/**
 * Runs while the parser reads the head: fetches and runs the app's scripts, in order, once the
 * first screen is on screen. That is as soon as the page's main photo (its priority image, marked
 * `fetchpriority="high"`) has been presented as the largest paint, as the Largest Contentful Paint
 * API tells once a frame has been presented. A page without a main photo in view starts once
 * `load` has come and something has been presented, two frames later; one whose main photo is in
 * view but still loading at `load` waits for it, at most 1 s more. A hidden page, or a browser
 * without the API, starts at `load`; nothing waits more than 3 s after the document was read.
 * (The Element Timing API would report the photo by name, but its `elementtiming` attribute is not
 * HTML: every page failed validation for it.)
 */
const LOADER = `(function (urls) {
  var started = false, loaded = false, painted = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < urls.length; i++) {
      var script = document.createElement('script');
      script.src = urls[i];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  function soon() { setTimeout(start, 0); }
  var types = typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes || [] : [];
  function isMainPhoto(element) {
    return element && element.tagName === 'IMG' && element.getAttribute('fetchpriority') === 'high';
  }
  function photoAwaited() {
    var images = document.querySelectorAll('img[fetchpriority="high"]');
    for (var i = 0; i < images.length; i++) {
      var box = images[i].getBoundingClientRect();
      var inView = box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      if (inView && !images[i].complete) return true;
    }
    return false;
  }
  function whenShown() {
    if (!loaded || !painted) return;
    if (document.hidden) start();
    else if (photoAwaited()) setTimeout(start, 1000);
    else requestAnimationFrame(function () { requestAnimationFrame(soon); });
  }
  if (types.indexOf('largest-contentful-paint') >= 0) {
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) if (isMainPhoto(entries[i].element)) soon();
      painted = true;
      whenShown();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    painted = true;
  }
  function onLoad() {
    loaded = true;
    if (document.hidden) painted = true;
    whenShown();
  }
  if (document.readyState === 'complete') onLoad();
  else addEventListener('load', onLoad);
  addEventListener('DOMContentLoaded', function () { setTimeout(start, 3000); });
})`;

const sourceOf = (element: ScriptElement | null): string | undefined =>
  element && !element.props.noModule ? element.props.src : undefined;

/**
 * The document head, with the app's scripts fetched and run only once the first screen is painted,
 * instead of Next's `defer` scripts that are fetched at once and run as soon as the parser is done.
 * On a phone the page's photos then have the bandwidth to themselves, and the scripts' evaluation
 * and hydration no longer stand in front of the main photo. Lighthouse counts every script fetched
 * before the largest paint into it (whatever runs it): the LCP of /paris was 2.6 s, budget 1.8 s.
 * Production builds only: the development server keeps Next's loading and its HMR runtime.
 * The loader is inline, so it runs only with the request's Content-Security-Policy nonce: a page
 * rendered at build time (the 404 page) has none and keeps Next's scripts, which the policy allows.
 */
export class PaintFirstHead extends Head {
  private loadsAfterPaint(): boolean {
    return process.env.NODE_ENV === 'production' && Boolean(this.props.nonce);
  }

  override getDynamicChunks(files: DocumentFiles) {
    const chunks = super.getDynamicChunks(files) as (ScriptElement | null)[];
    if (!this.loadsAfterPaint()) return chunks;
    // Fetched by the loader, in getScripts.
    return chunks.map((chunk) => (sourceOf(chunk) ? null : chunk));
  }

  override getScripts(files: DocumentFiles) {
    const scripts = super.getScripts(files) as ScriptElement[];
    if (!this.loadsAfterPaint()) return scripts;
    const dynamic = (super.getDynamicChunks(files) as (ScriptElement | null)[]).map(sourceOf);
    const sources = [...dynamic, ...scripts.map(sourceOf)].filter((src): src is string => src !== undefined);
    // Inline scripts (none in a webpack build) stay, before the loader.
    const inline = scripts.filter((script) => sourceOf(script) === undefined);
    const loader = `${LOADER}(${JSON.stringify(sources).replaceAll('<', '\\u003c')});`;
    return [
      ...inline,
      <script
        key="paint-first-loader"
        nonce={this.props.nonce}
        dangerouslySetInnerHTML={{ __html: loader }}
      />,
    ];
  }
}
