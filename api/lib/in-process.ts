import { EventEmitter } from "node:events";
import { IncomingMessage, ServerResponse } from "node:http";

/** The largest JSON body the API reads (its parser refuses a larger one with 413). */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** A request to an HTTP handler of this process, as a client would send it. */
export type LocalRequest = {
  method: string;
  /** Path and query, relative to the handler (`/listings/5?x=1` for the /api/v1 app). */
  url: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body?: Buffer;
  /**
   * A JSON body handed over as the value it parses to, instead of `body`: the JSON parser finds it
   * parsed (`req.body`, `req._body`), without the body's stream being read and parsed again.
   */
  json?: unknown;
  /** The client's address, as the socket would report it. */
  remoteAddress?: string;
  /**
   * Lookups the calls made for one page may share (`scopeOf`): the BFF hands the same map to every
   * call it makes while answering one HTTP request.
   */
  scope?: Map<string, Promise<unknown>>;
  /** The page request making the call, told by the API who is signed in (for the page's log line). */
  caller?: { userId?: number };
};

const scopes = new WeakMap<IncomingMessage, Map<string, Promise<unknown>>>();
const callers = new WeakMap<IncomingMessage, { userId?: number }>();

/** The page request a request dispatched in process was made for, if it said. */
export const callerOf = (req: IncomingMessage): { userId?: number } | undefined => callers.get(req);

/** The lookups shared by the calls of one page, for a request dispatched in process with a scope. */
export const scopeOf = (req: IncomingMessage): Map<string, Promise<unknown>> | undefined => scopes.get(req);

/**
 * The handler's answer: `json` is the value the handler passed to `res.json` (no serialising it
 * only to parse it again), `body` the bytes of anything else it sent.
 */
export type LocalResponse = {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  json?: unknown;
  body: Buffer;
};

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Dispatches a request into an Express app without a socket or an HTTP parse: the request is a
 * real `IncomingMessage` (so Express can swap its prototype and body parsers can read it as a
 * stream) fed the body directly, and the response a real `ServerResponse` whose `json`, `write`,
 * `writeHead` and `end` are replaced on the instance to collect the answer. Express sets its own
 * prototypes on both objects; instance properties survive that, which is why this works where
 * stream-based fakes of the two classes do not.
 */
export function createInProcessDispatcher(handler: Handler, options: { timeoutMs?: number } = {}) {
  return function dispatch(request: LocalRequest): Promise<LocalResponse> {
    return new Promise<LocalResponse>((resolve, reject) => {
      const socket = Object.assign(new EventEmitter(), {
        remoteAddress: request.remoteAddress ?? "127.0.0.1",
        remotePort: 0,
        encrypted: false,
        readable: false,
        writable: true,
        destroy() {},
        setTimeout() {},
        setNoDelay() {},
        setKeepAlive() {},
      });
      const req = new IncomingMessage(socket as unknown as import("node:net").Socket);
      req.method = request.method;
      req.url = request.url;
      req.httpVersion = "1.1";
      req.httpVersionMajor = 1;
      req.httpVersionMinor = 1;
      const headers: Record<string, string> = { ...request.headers };
      if (request.body) headers["content-length"] = String(request.body.length);
      req.headers = headers;
      if (request.json !== undefined) Object.assign(req, { body: request.json, _body: true });
      else if (request.body) req.push(request.body);
      req.push(null);
      req.complete = true;
      if (request.scope) scopes.set(req, request.scope);
      if (request.caller) callers.set(req, request.caller);

      const res = new ServerResponse(req);
      const chunks: Buffer[] = [];
      let json: unknown;
      let settled = false;
      const timer = options.timeoutMs
        ? setTimeout(() => finish(new Error(`In-process ${request.method} ${request.url} took longer than ${options.timeoutMs} ms`)), options.timeoutMs)
        : undefined;

      function finish(error?: Error) {
        if (settled) return;
        settled = true;
        if (timer) clearTimeout(timer);
        if (error) return reject(error);
        resolve({ status: res.statusCode, headers: res.getHeaders(), json, body: Buffer.concat(chunks) });
      }
      const collect = (chunk: unknown, encoding?: unknown) => {
        if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
        else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
      };

      const local = res as ServerResponse & { json?: (value: unknown) => unknown };
      // Express's res.json would serialise the value for the wire; the caller wants the value.
      local.json = (value: unknown) => {
        if (!res.hasHeader("content-type")) res.setHeader("content-type", "application/json; charset=utf-8");
        json = value;
        res.end();
        return res;
      };
      local.writeHead = ((status: number, ...rest: unknown[]) => {
        res.statusCode = status;
        const headersArg = rest.find((value) => typeof value === "object" && value !== null);
        if (headersArg) for (const [name, value] of Object.entries(headersArg)) res.setHeader(name, value as string);
        return res;
      }) as ServerResponse["writeHead"];
      local.write = ((chunk: unknown, encoding?: unknown) => {
        collect(chunk, encoding);
        return true;
      }) as ServerResponse["write"];
      local.end = ((chunk?: unknown, encoding?: unknown) => {
        if (chunk !== undefined && typeof chunk !== "function") collect(chunk, encoding);
        if (!settled) {
          finish();
          res.emit("finish");
          res.emit("close");
        }
        return res;
      }) as ServerResponse["end"];

      try {
        handler(req, res);
      } catch (error) {
        finish(error instanceof Error ? error : new Error(String(error)));
      }
    });
  };
}

export type InProcessDispatch = ReturnType<typeof createInProcessDispatcher>;
