import http from "node:http";
import Stripe from "stripe";

export type ProviderSession = {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  success_url: string;
  cancel_url: string;
  line_items_name: string;
};

export type PaymentProvider = {
  /** PAYMENT_API_URL for the app. */
  url: string;
  sessions: Map<string, ProviderSession>;
  refunds: Array<{ id: string; payment_intent: string }>;
  /** Where the "Pay" button sends its signed event, and the secret it signs with. */
  setWebhook(url: string, secret: string): void;
  /** While on, checkout creation answers 500 (the provider is down, retries included). */
  failCheckouts(on: boolean): void;
  /** The buyer pays on the provider's page: the session completes (without sending the event). */
  pay(sessionId: string): ProviderSession;
  /** An event about a session, as the provider sends it: the JSON body and its signature header. */
  signedEvent(type: string, session: ProviderSession, secret: string, id?: string): { body: string; signature: string };
  close(): Promise<void>;
};

const signer = new Stripe("sk_test_signer_only");

/** Reads a form-encoded Stripe request body into flat "a[b][c]" keys. */
async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

/**
 * A stand-in for the card-payment provider's API on 127.0.0.1 (random port), answering the
 * calls the app makes through the official SDK: create and retrieve Checkout sessions, create
 * refunds. It also serves the hosted checkout page: "Pay" completes the session, sends the
 * signed `checkout.session.completed` event to the app's webhook and returns the buyer to the
 * success URL, as the real provider does.
 */
export async function startPaymentProvider(port = 0): Promise<PaymentProvider> {
  const sessions = new Map<string, ProviderSession>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: PaymentProvider["refunds"] = [];
  let webhook: { url: string; secret: string } | null = null;
  let failing = false;
  let counter = 0;
  let base = "";

  const json = (res: http.ServerResponse, status: number, body: unknown) =>
    res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${(counter += 1)}` }).end(JSON.stringify(body));

  function pay(sessionId: string): ProviderSession {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    if (session.payment_status !== "paid") Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: `pi_test_${(counter += 1)}` });
    return session;
  }

  function signedEvent(type: string, session: ProviderSession, secret: string, id = `evt_test_${(counter += 1)}`) {
    const body = JSON.stringify({ id, object: "event", type, api_version: "2025-01-01", created: Math.floor(Date.now() / 1000), data: { object: session } });
    return { body, signature: signer.webhooks.generateTestHeaderString({ payload: body, secret }) };
  }

  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const auth = req.headers.authorization ?? "";
      const api = url.pathname.startsWith("/v1/");
      if (api && !/^Bearer sk_(test|live)_\S+$/.test(auth)) {
        json(res, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
        return;
      }
      if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
        if (failing) {
          json(res, 500, { error: { type: "api_error", message: "Something went wrong" } });
          return;
        }
        const key = req.headers["idempotency-key"];
        const form = await formBody(req);
        const known = typeof key === "string" ? byIdempotencyKey.get(key) : undefined;
        if (known) {
          json(res, 200, sessions.get(known));
          return;
        }
        const id = `cs_test_${(counter += 1)}`;
        const session: ProviderSession = {
          id,
          object: "checkout.session",
          url: `${base}/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          payment_intent: null,
          amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
          currency: form.get("line_items[0][price_data][currency]") ?? "",
          customer_email: form.get("customer_email"),
          client_reference_id: form.get("client_reference_id"),
          metadata: { order_id: form.get("metadata[order_id]") ?? "" },
          locale: form.get("locale"),
          success_url: form.get("success_url") ?? "",
          cancel_url: form.get("cancel_url") ?? "",
          line_items_name: form.get("line_items[0][price_data][product_data][name]") ?? "",
        };
        sessions.set(id, session);
        if (typeof key === "string") byIdempotencyKey.set(key, id);
        json(res, 200, session);
        return;
      }
      const sessionMatch = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
      if (req.method === "GET" && sessionMatch) {
        const session = sessions.get(sessionMatch[1]!);
        if (session) json(res, 200, session);
        else json(res, 404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
        return;
      }
      if (req.method === "POST" && url.pathname === "/v1/refunds") {
        const form = await formBody(req);
        const refund = { id: `re_test_${(counter += 1)}`, payment_intent: form.get("payment_intent") ?? "" };
        refunds.push(refund);
        json(res, 200, { ...refund, object: "refund", status: "succeeded" });
        return;
      }
      // The hosted checkout page.
      const pageMatch = /^\/pay\/([\w-]+)$/.exec(url.pathname);
      const session = pageMatch ? sessions.get(pageMatch[1]!) : undefined;
      if (pageMatch && session && req.method === "GET") {
        const amount = (session.amount_total / 100).toFixed(2);
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(
          `<!doctype html><title>Checkout</title><h1>Pay ${amount} ${session.currency.toUpperCase()}</h1><p>${session.line_items_name}</p>` +
            `<form method="post"><button>Pay</button></form><a href="${session.cancel_url}">Back</a>`,
        );
        return;
      }
      if (pageMatch && session && req.method === "POST") {
        pay(session.id);
        if (webhook) {
          const event = signedEvent("checkout.session.completed", session, webhook.secret);
          await fetch(webhook.url, { method: "POST", headers: { "Content-Type": "application/json", "Stripe-Signature": event.signature }, body: event.body });
        }
        res.writeHead(303, { Location: session.success_url }).end();
        return;
      }
      json(res, 404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method} ${url.pathname})` } });
    })().catch((error: unknown) => json(res, 500, { error: { type: "api_error", message: String(error) } }));
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    url: base,
    sessions,
    refunds,
    setWebhook: (url, secret) => (webhook = { url, secret }),
    failCheckouts: (on) => (failing = on),
    pay,
    signedEvent,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
