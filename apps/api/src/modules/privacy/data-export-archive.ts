import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A zip written as a stream: entries go in one after another and the archive's bytes come out of
 * `output` as they are made, so a file is copied through in chunks and never held whole in memory.
 * Writing waits while `output`'s reader is behind (backpressure), so a slow upload slows the
 * reading of the source files instead of piling their bytes up here.
 */
export interface ZipWriter {
  readonly output: Readable;
  /** How many bytes of the archive have been written to `output`. */
  readonly bytes: () => number;
  /** A small document (JSON, text), compressed. */
  addBytes(name: string, data: Uint8Array): Promise<void>;
  /** A stored file streamed through as is (photos and videos are already compressed). */
  addStream(name: string, source: Readable): Promise<void>;
  /** Writes the central directory and ends `output`. */
  finish(): void;
  /** Ends `output` with an error (its reader sees it). */
  fail(err: Error): void;
}

export function createZipWriter(): ZipWriter {
  const output = new PassThrough();
  let drained: Promise<void> | null = null;
  let written = 0;
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      output.destroy(err);
      return;
    }
    written += chunk.length;
    if (!output.write(chunk)) {
      drained ??= once(output, 'drain').then(() => {
        drained = null;
      });
    }
    if (final) output.end();
  });
  const caughtUp = async () => {
    if (drained) await drained;
  };
  return {
    output,
    bytes: () => written,
    async addBytes(name, data) {
      const file = new ZipDeflate(name, { level: 6 });
      zip.add(file);
      file.push(data, true);
      await caughtUp();
    },
    async addStream(name, source) {
      const file = new ZipPassThrough(name);
      zip.add(file);
      for await (const chunk of source) {
        file.push(chunk as Uint8Array);
        await caughtUp();
      }
      file.push(new Uint8Array(0), true);
      await caughtUp();
    },
    finish() {
      zip.end();
    },
    fail(err) {
      zip.terminate();
      output.destroy(err);
    },
  };
}
