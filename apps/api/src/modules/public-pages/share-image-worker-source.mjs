// The share-image worker run from the TypeScript sources (tsx, vitest): loader flags do not reach worker threads,
// so the thread registers tsx itself before loading the worker.
import { register } from 'tsx/esm/api';

register();
await import('./share-image-worker.ts');
