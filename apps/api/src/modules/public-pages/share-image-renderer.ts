import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/app-error';
import type { ShareImageInput } from './share-image';
import type { RenderAnswer, RenderRequest } from './share-image-worker';

/** Renders waiting beyond this answer 503: a burst of first views queues, a flood does not grow memory without end. */
export const SHARE_IMAGE_QUEUE_LIMIT = 64;

/**
 * Share images are drawn off the main thread: satori and resvg take hundreds of milliseconds of CPU per card,
 * which on the main thread would hold every other request. One worker thread, started on first use and not
 * keeping the process alive, renders the cards in order; a crashed worker fails what it held and is replaced.
 */
export class ShareImageRenderer {
  private worker: Worker | null = null;
  private readonly pending = new Map<
    number,
    { resolve: (png: Buffer) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  /** How many renders were asked of the worker (tests read it to tell a stored image from a new render). */
  renders = 0;
  /** How many of those have answered, drawn or failed. */
  finished = 0;

  render(input: ShareImageInput): Promise<Buffer> {
    if (this.pending.size >= SHARE_IMAGE_QUEUE_LIMIT) {
      return Promise.reject(
        new AppError('SHARE_IMAGE_BUSY', 503, 'Share images are busy, please try again shortly'),
      );
    }
    this.renders++;
    const id = this.nextId++;
    const answer = new Promise<Buffer>((resolve, reject) =>
      this.pending.set(id, { resolve, reject }),
    );
    this.thread().postMessage({ id, input } satisfies RenderRequest);
    return answer;
  }

  async close() {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.unref();
    worker.on('message', (answer: RenderAnswer) => {
      const waiting = this.pending.get(answer.id);
      if (!waiting) return;
      this.pending.delete(answer.id);
      this.finished++;
      if ('png' in answer)
        waiting.resolve(
          Buffer.from(answer.png.buffer, answer.png.byteOffset, answer.png.byteLength),
        );
      else waiting.reject(new Error(`Share image render failed: ${answer.error}`));
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.finished += this.pending.size;
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`Share image worker stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

/**
 * From the sources (tsx, vitest) the worker is loaded through share-image-worker-source.mjs, which registers tsx in
 * the new thread; in the compiled bundle it is its own entry, dist/share-image-worker.js, beside dist/server.js.
 */
function startWorker() {
  const fromSource = import.meta.url.endsWith('.ts');
  return new Worker(
    new URL(
      fromSource ? './share-image-worker-source.mjs' : './share-image-worker.js',
      import.meta.url,
    ),
  );
}

export const shareImageRenderer = new ShareImageRenderer();
