import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The API as the component tests see it: the default handlers, and each test's own through `server.use`. */
export const server = setupServer(...handlers);
