import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentDir } from './paths.ts';

const dir = componentDir('consumers');
mkdirSync(dir, { recursive: true });
setInterval(() => writeFileSync(join(dir, 'heartbeat.json'), JSON.stringify({ at: Date.now() })), 3000);
writeFileSync(join(dir, 'heartbeat.json'), JSON.stringify({ at: Date.now() }));
