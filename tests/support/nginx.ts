import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** Debian's nginx (package nginx), which .ci/run installs. */
export const NGINX_PATH = "/usr/sbin/nginx";

/** A port free on loopback now (nginx is told its port before it starts). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * How the proxy passes the request on: `default` is what `proxy_pass http://127.0.0.1:PORT`
 * does unless told otherwise (the upstream's address as Host, no X-Forwarded-*); `forwarded` is
 * the site of docs/deploy.md (the browser's Host, X-Forwarded-For and X-Forwarded-Proto).
 */
export type ProxyHeaders = "default" | "forwarded";

export type RunningNginx = { url: string; port: number; stop(): Promise<void> };

/** Real nginx on 127.0.0.1:`port` in front of the app on `upstreamPort`, with the websocket upgrade passed on. */
export async function startNginx(options: { port: number; upstreamPort: number; headers: ProxyHeaders }): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "nginx-"));
  const forwarded =
    options.headers === "forwarded"
      ? `proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto $scheme;`
      : "";
  const config = `
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; '' close; }
  server {
    listen 127.0.0.1:${options.port};
    client_max_body_size 25m;
    location / {
      proxy_pass http://127.0.0.1:${options.upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      ${forwarded}
    }
  }
}
`;
  fs.writeFileSync(path.join(prefix, "nginx.conf"), config);
  // -e: the start-up error log goes to the prefix too, not to /var/log/nginx (not writable for everyone).
  const child: ChildProcess = spawn(NGINX_PATH, ["-p", prefix, "-e", `${prefix}/error.log`, "-c", `${prefix}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${stderr}${readIfExists(path.join(prefix, "error.log"))}`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = net.connect(options.port, "127.0.0.1", () => (socket.end(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (listening) break;
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${options.port}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    port: options.port,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

const readIfExists = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "");
