import { Worker } from 'node:worker_threads';

// One lazily started worker for argon2id verification (see argon2-worker.ts). Jobs are matched to
// answers by id; if the worker dies, pending checks fail closed and the next check starts a new one.

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, (ok: boolean) => void>();

function failAll(): void {
  for (const resolve of pending.values()) resolve(false);
  pending.clear();
  worker = undefined;
}

function start(): Worker {
  const w = new Worker(new URL('./argon2-worker.ts', import.meta.url));
  w.on('message', (answer: { id: number; ok: boolean }) => {
    pending.get(answer.id)?.(answer.ok);
    pending.delete(answer.id);
    if (pending.size === 0) w.unref();
  });
  w.on('error', failAll);
  w.on('exit', failAll);
  // Idle, it never keeps the process alive; with checks pending it does (set after the listeners:
  // adding a 'message' listener refs the worker again).
  w.unref();
  return w;
}

export function argon2VerifyOffThread(password: string, hash: string): Promise<boolean> {
  worker ??= start();
  const id = nextId++;
  const current = worker;
  return new Promise((resolve) => {
    pending.set(id, resolve);
    current.ref();
    current.postMessage({ id, password, hash });
  });
}
