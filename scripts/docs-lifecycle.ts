// `npm run docs:lifecycle`: writes docs/lifecycle.md from the lifecycle's table.
import fs from 'node:fs';
import { lifecycleMarkdown } from './lib/lifecycle-doc';

fs.writeFileSync('docs/lifecycle.md', lifecycleMarkdown());
console.info('docs/lifecycle.md written');
