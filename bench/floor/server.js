import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import zlib from "node:zlib";

// The floor app's server: Express, compression at the levels the marketplace's server.ts sets,
// Remix's handler.
const build = await import("../../.tmp/bench-floor/index.js");
const app = express();
app.disable("x-powered-by");
app.use(compression({ level: 4, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } } }));
app.all("*", createRequestHandler({ build, mode: "production" }));
app.listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
