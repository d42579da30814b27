import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * A fixed number of worker threads running one script, so CPU-heavy work (rendering a PDF) runs off
 * the event loop that serves requests. The script answers each `{ id, input }` message with
 * `{ id, output }` or `{ id, error }`. Threads start on first use and do not keep the process alive;
 * a thread that dies fails its task and is replaced on the next one.
 */
export interface ThreadPool<I, O> {
  run(input: I): Promise<O>;
  close(): Promise<void>;
}

interface Task<I, O> {
  id: number;
  input: I;
  resolve: (output: O) => void;
  reject: (error: Error) => void;
}

/**
 * The API runs TypeScript source through tsx (decision 001). ESM loader hooks do not reach a worker
 * thread's entry on Node 20, so the thread registers tsx's require hook and loads the script with it.
 */
const threadCode = (script: string) => {
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  return `require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(script)});`;
};

/** `script`: the thread's source file (a `file:` URL). */
export function createThreadPool<I, O>(script: URL, size: number): ThreadPool<I, O> {
  const code = threadCode(fileURLToPath(script));
  const idle: Worker[] = [];
  const busy = new Map<Worker, Task<I, O>>();
  const waiting: Task<I, O>[] = [];
  let nextId = 0;
  let closed = false;

  function spawn(): Worker {
    const worker = new Worker(code, { eval: true, execArgv: [] });
    worker.unref();
    worker.on('message', (message: { id: number; output?: O; error?: string }) => {
      const task = busy.get(worker);
      if (!task || task.id !== message.id) return;
      busy.delete(worker);
      if (message.error !== undefined) task.reject(new Error(message.error));
      else task.resolve(message.output as O);
      idle.push(worker);
      pump();
    });
    const fail = (error: Error) => {
      const task = busy.get(worker);
      busy.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      task?.reject(error);
      pump();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`render thread exited with ${code}`)));
    return worker;
  }

  function pump(): void {
    while (!closed && waiting.length > 0) {
      const worker = idle.pop() ?? (busy.size < size ? spawn() : undefined);
      if (!worker) return;
      const task = waiting.shift() as Task<I, O>;
      busy.set(worker, task);
      worker.postMessage({ id: task.id, input: task.input });
    }
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new Error('the thread pool is closed'));
      return new Promise<O>((resolve, reject) => {
        waiting.push({ id: (nextId += 1), input, resolve, reject });
        pump();
      });
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error('the thread pool is closed'));
      await Promise.all([...idle.splice(0), ...busy.keys()].map((worker) => worker.terminate()));
    },
  };
}
