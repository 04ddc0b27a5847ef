import { configFromEnv } from "./config.js";
import { describeDbLocation } from "./db/open.js";
import { startLegacy } from "./index.js";

/** `pnpm --filter @portal/legacy start`: the catalogue from the environment, until SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const config = configFromEnv();
  const legacy = await startLegacy(config);
  console.log(`legacy catalogue at ${legacy.url} (APIs ${legacy.url}/es/api/ and ${legacy.url}/pt/api/; ${describeDbLocation(config)})`);
  const relay = config.smtpUrl ? `mails relayed to ${new URL(config.smtpUrl).host}` : "";
  if (config.production) console.log(relay || "no SMTP_URL: mails stay in the outbox table");
  else console.log(`development mailbox at ${legacy.url}/outbox${relay ? ` (${relay})` : ""}`);
  const stop = (signal: string) => {
    console.log(`legacy: ${signal}, closing`);
    legacy.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`legacy: close failed: ${(error as Error).message}`);
        process.exit(1);
      },
    );
  };
  process.once("SIGINT", () => stop("SIGINT"));
  process.once("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error: unknown) => {
  console.error(`legacy: ${(error as Error).message}`);
  process.exit(1);
});
