import vm from "node:vm";
import { decode } from "turbo-stream";

/** What single fetch hands a page's router: each route's loader data, the action's, the errors shown. */
export type PageState = {
  loaderData: Record<string, Record<string, unknown>>;
  actionData: Record<string, unknown> | null;
  errors: Record<string, unknown> | null;
};

/**
 * Decodes single fetch's data (turbo-stream) as Remix's browser code does, its own types read
 * plainly: an error response as `{ status, statusText, data }`, an error as `{ name, message }`.
 */
export async function decodeSingleFetch(body: ReadableStream<Uint8Array>): Promise<unknown> {
  const { value, done } = await decode(body, {
    plugins: [
      (type: string, ...rest: unknown[]) => {
        if (type === "ErrorResponse") return { value: { data: rest[0], status: rest[1], statusText: rest[2] } };
        if (type === "SanitizedError") return { value: { name: rest[0], message: rest[1] } };
        if (type === "SingleFetchRedirect") return { value: { redirect: rest[0] } };
        return undefined;
      },
      (type: string, value: unknown) =>
        type === "SingleFetchClassInstance" ? { value } : type === "SingleFetchFallback" ? { value: undefined } : undefined,
    ],
  });
  await done;
  return value;
}

/**
 * The state a rendered page hands its browser router: the page's inline scripts that set up
 * Remix's context and hand it the data are run as a browser runs them, and the data they put in
 * the context's stream is decoded.
 */
export async function pageState(html: string): Promise<PageState> {
  const scripts = [...html.matchAll(/<script(?![^>]*type="module")[^>]*>(.*?)<\/script>/gs)]
    .map((match) => match[1]!)
    .filter((code) => code.includes("__remixContext"));
  const browser: Record<string, unknown> = { ReadableStream, TextEncoderStream };
  browser.window = browser;
  vm.createContext(browser);
  for (const code of scripts) vm.runInContext(code, browser);
  const stream = (browser.__remixContext as { stream?: ReadableStream<Uint8Array> } | undefined)?.stream;
  if (!stream) throw new Error("The page hands its router no data.");
  return (await decodeSingleFetch(stream)) as PageState;
}
