import 'react';

declare module 'react' {
  // The Element Timing API's attribute (https://wicg.github.io/element-timing/), which React passes through.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
