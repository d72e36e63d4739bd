import { loadConfig } from "../../api/config.js";
import { startServer } from "../../server.js";

/**
 * The API alone in a process of its own, configured by the environment (see startApiProcess):
 * for tests that kill a server mid-request or measure its memory. With PAUSE_BEFORE_FILE_REMOVAL=1
 * a deletion stops for good between its commit and the removal of its files, and says so, for
 * tests that kill the process at that moment.
 */
const pauseBeforeFileRemoval = process.env.PAUSE_BEFORE_FILE_REMOVAL === "1";
const running = await startServer(loadConfig(), {
  build: null,
  ...(pauseBeforeFileRemoval
    ? {
        beforeFileRemoval: () => {
          console.log("api-process paused before removing files");
          return new Promise<void>(() => undefined);
        },
      }
    : {}),
});
console.log(`api-process listening on ${running.url}`);
process.once("SIGTERM", () => void running.close().then(() => process.exit(0)));
