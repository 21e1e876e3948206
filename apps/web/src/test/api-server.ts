import { setupServer } from 'msw/node';
import { visitorHandlers } from './api-handlers';

/** The API as the tests answer it (MSW); each test adds what its page asks for with `apiServer.use(…)`. */
export const apiServer = setupServer(...visitorHandlers());
