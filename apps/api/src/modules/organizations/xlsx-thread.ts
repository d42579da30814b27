import { parentPort } from 'node:worker_threads';
import { buildSheet, type TSheet } from './xlsx-write.ts';

/** The thread of xlsx-io.ts's writeSheet: builds one workbook per message and sends its bytes back. */
const port = parentPort;
if (!port) throw new Error('xlsx-thread.ts runs as a worker thread');

port.on('message', (message: { id: number; input: TSheet }) => {
  buildSheet(message.input).then(
    (file) => {
      const output = new Uint8Array(file);
      port.postMessage({ id: message.id, output }, [output.buffer]);
    },
    (err: unknown) => port.postMessage({ id: message.id, error: err instanceof Error ? err.message : String(err) }),
  );
});
