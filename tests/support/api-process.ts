import { loadConfig } from "../../api/config.js";
import { startServer } from "../../server.js";

/**
 * The API alone in a process of its own, configured by the environment (see startApiProcess):
 * for tests that kill a server mid-request or measure its memory.
 */
const running = await startServer(loadConfig(), { build: null });
console.log(`api-process listening on ${running.url}`);
process.once("SIGTERM", () => void running.close().then(() => process.exit(0)));
