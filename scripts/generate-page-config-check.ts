import { writeFile } from 'node:fs/promises';
import { PAGE_CONFIG_CHECK_FILE, pageConfigCheckSource } from './page-config-check.ts';

// `npm run generate:page-config-check`: rewrites the browser's page-config check after the contract changes.
await writeFile(PAGE_CONFIG_CHECK_FILE, await pageConfigCheckSource());
console.log(`wrote ${PAGE_CONFIG_CHECK_FILE.pathname}`);
