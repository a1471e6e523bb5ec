/** Optional local settings (.env); real variables win. Imported first, so the logger sees them too. */
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
