import { loadConfig } from "./config.js";
import { createApp } from "./app.js";

const config = loadConfig();
const { app, close } = await createApp(config);
const server = app.listen(config.port, config.host, () => {
  console.log(`portal BFF on http://localhost:${config.port} (markets: ${[...config.marketHosts].map(([h, m]) => `${h}=${m}`).join(", ")})`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    server.close();
    void close().finally(() => process.exit(0));
  });
}
