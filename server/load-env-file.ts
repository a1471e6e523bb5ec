/**
 * Optional local settings (see .env.example); real environment variables win. Imported first by
 * the entries (server/index.ts, server/main.ts): modules that read the environment as they load
 * (the logger) must see these settings too.
 */
import { existsSync } from 'node:fs';

if (existsSync('.env')) process.loadEnvFile('.env');
