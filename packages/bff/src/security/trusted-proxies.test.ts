import { describe, expect, it } from "vitest";
import express from "express";
import request from "supertest";
import { pino } from "pino";
import { untrustedForwardsWarning } from "./trusted-proxies.js";

describe("X-Forwarded-For from an address TRUST_PROXY does not name", () => {
  it("is ignored (req.ip is the connection's) and said once in the log, at warn level", async () => {
    const lines: Array<{ level: number; msg: string; from: string }> = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const app = express();
    app.set("trust proxy", ["192.0.2.1"]);
    app.use(untrustedForwardsWarning(["192.0.2.1"], logger));
    app.get("/", (req, res) => void res.send(req.ip));
    expect((await request(app).get("/")).text).toMatch(/127\.0\.0\.1$/);
    expect(lines).toEqual([]);
    for (const forged of ["203.0.113.1", "203.0.113.2"])
      expect((await request(app).get("/").set("x-forwarded-for", forged)).text).toMatch(/127\.0\.0\.1$/);
    expect(lines.map((line) => [line.level, line.from])).toEqual([[40, expect.stringMatching(/127\.0\.0\.1$/)]]);
  });
});
