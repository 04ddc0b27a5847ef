import { spawn, type ChildProcess } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { createClient } from "redis";

/** A free port on 127.0.0.1 (taken and released at once). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A redis-server of the test's own on a free port (no persistence), which the test may stop, kill, pause and start
 * again (on the same port); never the machine's own. `stop()` at the end.
 */
export async function startRedisServer() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], { stdio: "ignore" });
    const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: (n) => (n > 50 ? false : 100) } });
    client.on("error", () => undefined);
    await client.connect();
    await client.close();
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    /** Starts it again after a kill (an empty Redis: every session is gone). */
    start,
    /** Ends the process with `signal` and waits for its exit. */
    async kill(signal: NodeJS.Signals = "SIGKILL") {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill(signal);
      await exited;
    },
    /** Redis answers no client for `ms` (CLIENT PAUSE), as a stalled store would. */
    async pause(ms: number) {
      const admin = createClient({ url: `redis://127.0.0.1:${port}` });
      await admin.connect();
      await admin.sendCommand(["CLIENT", "PAUSE", String(ms), "ALL"]);
      await admin.close();
    },
    stop() {
      return this.kill("SIGKILL");
    },
  };
}

export type RedisServer = Awaited<ReturnType<typeof startRedisServer>>;
