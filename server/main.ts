import { exitWithStartError, startServer } from './start-server.ts';

/** The production entry point: serves the API and the built web app (dist/web). */
startServer().catch(exitWithStartError);
