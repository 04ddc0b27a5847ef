import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { Refusal } from "./answer.js";
import { errorHandler, notFound } from "./errors.js";

function appThrowing(error: unknown, logged: string[]) {
  const app = express();
  app.use(express.urlencoded({ extended: false, limit: "10b" }));
  app.post("/fail", () => {
    throw error;
  });
  app.use(notFound);
  app.use(errorHandler((message) => logged.push(message)));
  return app;
}

describe("errorHandler", () => {
  it("answers a refusal with its code and status", async () => {
    const res = await request(appThrowing(new Refusal("session", 403), [])).post("/fail");
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: false, data: { error: "session" } });
  });

  it("answers an unexpected error with 500 server, logs one line and leaks no stack", async () => {
    const logged: string[] = [];
    const res = await request(appThrowing(new Error('relation "users" does not exist'), logged)).post("/fail");
    expect(res.status).toBe(500);
    expect(res.text).toBe('{"status":false,"data":{"error":"server"}}');
    expect(logged).toEqual(['legacy: POST /fail failed: relation "users" does not exist']);
  });

  it("answers a malformed request with request and its 4xx status", async () => {
    const res = await request(appThrowing(new Error("unused"), []))
      .post("/fail")
      .type("form")
      .send("a=0123456789012345678901234567890");
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: false, data: { error: "request" } });
  });

  it("answers unknown paths with 404 not_found", async () => {
    const res = await request(appThrowing(new Error("unused"), [])).get("/nowhere");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: false, data: { error: "not_found" } });
  });
});
