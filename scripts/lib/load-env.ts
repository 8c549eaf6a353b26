import fs from 'node:fs';

/** Loads .env.local then .env like Next does, without overriding what the shell already set. */
export function loadEnvFiles(): void {
  for (const file of ['.env.local', '.env']) {
    if (fs.existsSync(file)) process.loadEnvFile(file);
  }
}
