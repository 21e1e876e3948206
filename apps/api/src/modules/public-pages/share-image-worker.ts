import { parentPort } from 'node:worker_threads';
import { renderShareImage, type ShareImageInput } from './share-image';

/** The share-image thread: renders one card per message, in order, and answers with its PNG bytes or the error. */
export interface RenderRequest {
  id: number;
  input: ShareImageInput;
}
export type RenderAnswer = { id: number; png: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: RenderRequest) => {
  renderShareImage(request.input).then(
    (png) => parentPort!.postMessage({ id: request.id, png } satisfies RenderAnswer),
    (error: unknown) =>
      parentPort!.postMessage({
        id: request.id,
        error: error instanceof Error ? error.message : String(error),
      } satisfies RenderAnswer),
  );
});
