// CLI: node stack/src/cli.ts fetch|up|down|status|seed [--only a,b] [--clean]
import { fetchDeps } from './fetch.ts';
import { seed } from './seed/index.ts';
import { down, status, up } from './stack.ts';

function flag(args: string[], name: string): string[] | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  return (args[i + 1] ?? '').split(',').filter(Boolean);
}

async function printStatus(): Promise<boolean> {
  const rows = await status();
  const table = [
    ['COMPONENT', 'ADDRESS', 'RUNNING', 'PID', 'SINCE'],
    ...rows.map((r) => [r.name, r.address, r.running ? 'yes' : 'no', String(r.pid ?? '-'), r.since ?? '-']),
  ];
  const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
  for (const row of table) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  return rows.every((r) => r.running);
}

async function main(): Promise<number> {
  const [cmd, ...args] = process.argv.slice(2);
  const only = flag(args, '--only');
  const t0 = Date.now();
  const took = () => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
  switch (cmd) {
    case 'fetch':
      await fetchDeps();
      console.log(`fetch done in ${took()}`);
      return 0;
    case 'up': {
      const { started } = await up(only ? { only } : {});
      console.log(`up done in ${took()}; started: ${started.join(', ') || '(nothing, all running)'}`);
      return 0;
    }
    case 'down':
      await down({ ...(only ? { only } : {}), clean: args.includes('--clean') });
      console.log(`down done in ${took()}`);
      return 0;
    case 'status':
      return (await printStatus()) ? 0 : 3;
    case 'seed':
      await seed();
      console.log(`seed done in ${took()}`);
      return 0;
    default:
      console.error('usage: stack fetch | up [--only names] | down [--only names] [--clean] | status | seed');
      return 2;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  },
);
