// bench/filter/examine: the CPU time of examining one record (scan-examine.ts examine(), what a
// scan does with each record it has fetched) for bench/filter's CEL filters on its JSON values,
// as a search does it (the filter reads only the fields it uses, json-fields.ts, and answers a
// field compared with a literal without the evaluator, cel-direct.ts: `Fields`) and with values
// read whole by JSON.parse and every record evaluated (`Whole`), side by side in one process. CPU
// time, not wall time: the figures hold on a shared machine. Prints one JSON line.
// BENCH_EXAMINE_ROUNDS changes the size.
import { loadavg } from 'node:os';
import { RecordDecoder } from '../../server/src/decode/record-decoder.ts';
import { compileCelFilter } from '../../server/src/records/cel-filter.ts';
import type { RawRecord } from '../../server/src/records/record-view.ts';
import { type ExamineOptions, examine } from '../../server/src/records/scan-examine.ts';
import { payloads } from './payloads.ts';

const ROUNDS = Number(process.env.BENCH_EXAMINE_ROUNDS ?? 400);
const records: RawRecord[] = payloads()
  .split('\n')
  .map((line, offset) => {
    const value = Buffer.from(line);
    return { partition: 0, offset, timestamp: 0, key: null, value, headers: [], size: value.length };
  });
const decoder = new RecordDecoder(undefined, 'bench-examine');
const FILTERS = {
  celField: "value.customer.tier == 'EUR'",
  celEvaluated: 'value.amount > 1000000.0',
} as const;

/** Records examined per CPU second. */
function rate(filter: string, whole: boolean): number {
  const options: ExamineOptions = {
    topic: 'bench-examine',
    filters: { cel: compileCelFilter(filter, whole) },
    maxValueLength: 1 << 20,
    selection: {},
  };
  const started = process.cpuUsage();
  for (let r = 0; r < ROUNDS; r++) {
    for (const raw of records) if (examine(raw, options, decoder)) throw new Error(`${filter} matched`);
  }
  const used = process.cpuUsage(started);
  return Math.round((ROUNDS * records.length) / ((used.user + used.system) / 1e6));
}

const runs: Record<string, number[]> = {};
const record = (name: string, figure: number) => {
  runs[name] = [...(runs[name] ?? []), figure];
};
for (let round = 0; round < 3; round++) {
  for (const [name, filter] of Object.entries(FILTERS)) {
    record(`${name}Whole`, rate(filter, true));
    record(`${name}Fields`, rate(filter, false));
  }
}
const best = (name: string) => Math.max(...(runs[name] ?? [0]));
console.log(
  JSON.stringify({
    bench: 'filter-examine',
    records: ROUNDS * records.length,
    celFieldFieldsToWhole: Number((best('celFieldFields') / best('celFieldWhole')).toFixed(3)),
    celEvaluatedFieldsToWhole: Number((best('celEvaluatedFields') / best('celEvaluatedWhole')).toFixed(3)),
    recordsPerCpuSecond: Object.fromEntries(Object.keys(runs).map((k) => [k, best(k)])),
    runs,
    loadAverage: loadavg()[0],
  }),
);
